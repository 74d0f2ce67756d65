import type { Db, SQL } from "@lexforge/db";
import { and, asc, count, desc, documents, eq, ilike, isNull, max, sql } from "@lexforge/db";
import type { TListDocuments } from "@lexforge/validators";
import { DOCUMENTS_PAGE_SIZE } from "@lexforge/validators";

/** The name the list shows and search matches: the user's own (Rename) when there is one. */
const shownName = sql<string>`coalesce(${documents.customName}, ${documents.name})`;

// The user's text is matched literally: %, _ and the escape character itself lose their LIKE meaning.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORTS = {
  changed: [desc(documents.updatedAt)],
  created: [desc(documents.createdAt)],
  // Case-insensitive A–Z, like the browser's localeCompare the list used before.
  name: [asc(sql`lower(${shownName})`), asc(shownName)],
} as const;

/**
 * One page of the user's non-deleted documents, searched, filtered and sorted by Postgres, in two
 * statements: counts per type (which give the type filter's options, the "n of m documents" figures and
 * the clamp of a page past the end), then the page's rows.
 */
export async function listDocuments(db: Db, { userId, query }: { userId: string; query: TListDocuments }) {
  const owned = and(eq(documents.userId, userId), isNull(documents.deletedAt));
  const matchesSearch: SQL = query.search ? ilike(shownName, `%${escapeLike(query.search)}%`) : sql`true`;

  // Types ordered by their newest document, as the filter listed them when the browser held the whole list.
  const perType = await db
    .select({
      type: documents.type,
      owned: count(),
      matching: sql<number>`count(*) filter (where ${matchesSearch})`.mapWith(Number),
    })
    .from(documents)
    .where(owned)
    .groupBy(documents.type)
    .orderBy(desc(max(documents.createdAt)), asc(documents.type));

  const unfilteredTotal = perType.reduce((sum, row) => sum + row.owned, 0);
  const total = perType
    .filter((row) => !query.type || row.type === query.type)
    .reduce((sum, row) => sum + row.matching, 0);
  const pageCount = Math.ceil(total / DOCUMENTS_PAGE_SIZE);
  const page = Math.min(query.page, Math.max(1, pageCount));

  const rows =
    total === 0
      ? []
      : await db
          .select({
            id: documents.id,
            name: shownName,
            type: documents.type,
            status: documents.status,
            createdAt: documents.createdAt,
            updatedAt: documents.updatedAt,
            currentVersion: documents.currentVersion,
          })
          .from(documents)
          .where(and(owned, matchesSearch, query.type ? eq(documents.type, query.type) : undefined))
          // The id last, so equal dates or names never make a row appear on two pages or on none.
          .orderBy(...SORTS[query.sort], desc(documents.id))
          .limit(DOCUMENTS_PAGE_SIZE)
          .offset((page - 1) * DOCUMENTS_PAGE_SIZE);

  return { rows, page, pageCount, total, unfilteredTotal, types: perType.map((row) => row.type) };
}
