import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

import type { Db } from "@lexforge/db";
import { eq, lt, rateLimits, sql } from "@lexforge/db";
import { RATE_LIMITED_MESSAGE } from "@lexforge/validators";

import { AppError } from "../../errors";

/**
 * Every abuse limit, in one table: how many points per window (seconds). Sign-in counts every attempt before
 * the password is checked and gives a success back (sign-in-attempts.ts), so it limits failures (ASVS V2.2.1
 * allows at most 100 failed attempts per hour per account; we lock after 10 in 15 minutes); the rest count
 * every request.
 */
export const LIMITS = {
  /** Failed sign-ins per account (e-mail). */
  signInAccount: { points: 10, duration: 15 * 60 },
  /** Failed sign-ins per client address, across accounts (password spraying). */
  signInIp: { points: 100, duration: 60 * 60 },
  signUpIp: { points: 10, duration: 60 * 60 },
  /** Password changes (each verifies the current password: a guessing oracle) per user. */
  passwordChange: { points: 5, duration: 15 * 60 },
  /** Chat / contact submissions per user, or per address when anonymous. */
  support: { points: 5, duration: 10 * 60 },
  /** Generations, refinements and regenerations per user. */
  generation: { points: 30, duration: 10 * 60 },
  /** Rule previews on the review step, per client address: each runs the engine, nothing is stored. */
  preview: { points: 120, duration: 10 * 60 },
  /** Verification and password-reset e-mails asked for per client address. */
  email: { points: 3, duration: 15 * 60 },
  /** Verification and password-reset e-mails per recipient, whoever asks (no mail bombing from many addresses). */
  emailRecipient: { points: 3, duration: 60 * 60 },
  /** Signature requests sent and reminders, per user: each mails people who did not ask for it. */
  signatureSend: { points: 10, duration: 60 * 60 },
  /** Signing invitations per recipient's inbox, whoever sends them (no mail bombing through our domain). */
  signingRecipient: { points: 10, duration: 60 * 60 },
  /** Actions through signing links, per client address (opening, consenting, signing, declining, downloads). */
  signingLink: { points: 120, duration: 10 * 60 },
} as const satisfies Record<string, { points: number; duration: number }>;
export type LimitName = keyof typeof LIMITS;

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super("TOO_MANY_REQUESTS", "RATE_LIMITED", RATE_LIMITED_MESSAGE);
  }
}

/**
 * rate-limiter-flexible's Drizzle store with its queries bound to our drizzle-orm: the library finds
 * drizzle-orm with a computed dynamic import, which a bundled server (Next) cannot resolve. The limiting
 * logic (points, windows, RateLimiterRes) stays the library's; these are the same atomic statements.
 */
class SharedDbLimiter extends RateLimiterDrizzle {
  private readonly db: Db;
  constructor(db: Db, opts: { keyPrefix: string; points: number; duration: number }) {
    super({ ...opts, storeClient: db, schema: rateLimits, clearExpiredByTimeout: false });
    this.db = db;
  }

  async _upsert(key: string, points: number, msDuration: number, forceExpire = false) {
    const now = new Date();
    const expire = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    const expired = sql`${rateLimits.expire} <= ${now.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, points: Math.max(points, 0), expire })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: forceExpire
          ? { points, expire }
          : {
              // A point given back (negative) never takes a count below zero, in this window or a new one.
              points: sql`GREATEST(CASE WHEN ${expired} THEN ${points}::int ELSE ${rateLimits.points} + ${points}::int END, 0)`,
              expire: sql`CASE WHEN ${expired} THEN ${expire?.toISOString() ?? null}::timestamptz ELSE ${rateLimits.expire} END`,
            },
      })
      .returning();
    return row;
  }

  async _get(key: string) {
    const [row] = await this.db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
    return row && (row.expire === null || row.expire > new Date()) ? row : null;
  }

  async _delete(key: string) {
    const deleted = await this.db.delete(rateLimits).where(eq(rateLimits.key, key)).returning({ key: rateLimits.key });
    return deleted.length > 0;
  }
}

export type RateLimits = {
  /** Counts one request (or failure); throws RateLimitedError once the window's points are used up. */
  consume: (name: LimitName, subject: string) => Promise<void>;
  /** Forgets the subject's count (a successful sign-in clears the account's failures). */
  reset: (name: LimitName, subject: string) => Promise<void>;
  /** Gives back one point consumed for work that turned out not to count (a sign-in that succeeded). */
  giveBack: (name: LimitName, subject: string) => Promise<void>;
};

const byDb = new WeakMap<Db, RateLimits>();

/**
 * The stored key for a subject. Subjects come from requests (an e-mail, an address), and Postgres text cannot
 * hold U+0000: such a key made every limiter query fail, a 500 instead of a counted attempt.
 */
const keyOf = (subject: string) => subject.toLowerCase().replaceAll("\u0000", "\ufffd");

export type RateLimitsOptions = {
  /** Multiplies every limit's points: the end-to-end suite signs up hundreds of users from one address. */
  scale?: number;
  /**
   * Where the counters live. "database" (the default): in the shared database, so every process using it
   * agrees. "memory": in this process, for the embedded database, which only one process can open anyway;
   * it saves a write per limited request, and the counts start again when the process restarts.
   */
  store?: "database" | "memory";
};

/** One set of limiters per database (and per process with the memory store). */
export function rateLimitsFor(db: Db, { scale = 1, store = "database" }: RateLimitsOptions = {}): RateLimits {
  const existing = byDb.get(db);
  if (existing) return existing;
  const limiters = new Map<LimitName, RateLimiterMemory | SharedDbLimiter>();
  const limiter = (name: LimitName) => {
    let found = limiters.get(name);
    if (!found) {
      const options = { keyPrefix: name, ...LIMITS[name], points: LIMITS[name].points * scale };
      found = store === "memory" ? new RateLimiterMemory(options) : new SharedDbLimiter(db, options);
      limiters.set(name, found);
    }
    return found;
  };
  const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  const limits: RateLimits = {
    consume: async (name, subject) => {
      try {
        await limiter(name).consume(keyOf(subject));
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new RateLimitedError(retryAfter(error));
        throw error;
      }
    },
    reset: async (name, subject) => {
      await limiter(name).delete(keyOf(subject));
    },
    giveBack: async (name, subject) => {
      // Only a point of the window still open: one given back after it ended would start the next one below zero.
      const res = await limiter(name).get(keyOf(subject));
      if (res && res.consumedPoints > 0) await limiter(name).reward(keyOf(subject), 1);
    },
  };
  byDb.set(db, limits);
  return limits;
}

/** Removes windows that ended more than an hour ago; called now and then, never on a hot path. */
export async function clearExpiredLimits(db: Db) {
  await db.delete(rateLimits).where(lt(rateLimits.expire, new Date(Date.now() - 60 * 60 * 1000)));
}
