/**
 * The server's tRPC transformer: superjson's wire format, written faster for the answers we send.
 *
 * superjson copies the whole value and builds a path array for every node it passes; on the 16 kB document
 * that generate returns that was 12% of the request thread under load. Our answers are JSON apart from
 * Dates, `undefined` and an object reachable twice (a document's `inputs` is its body's `request`), so
 * those are found in one walk, the parts that hold them are walked again to annotate them exactly as
 * superjson does, and the value itself goes out as the `json` part. tRPC passes it to JSON.stringify,
 * which writes a Date as superjson's ISO string and leaves out an `undefined` property (superjson writes
 * null there; the annotation makes it `undefined` again on the client either way). Anything else (Map,
 * Set, BigInt, NaN, -0, class instances, sparse arrays, cycles, …) goes to superjson itself. Clients keep
 * plain superjson.
 */
import superjson from "superjson";
import type { SuperJSONResult } from "superjson";

/**
 * What a value needs beyond JSON. `needy` holds the objects with a Date, an `undefined`, a repeated object or
 * a repeated object's first place somewhere inside (only those are walked again to annotate); `null` when
 * the value needs superjson itself.
 */
type Scan = { needy: Set<object>; repeated: Set<object>; nodes: number } | null;

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

const isPlainDate = (value: object): value is Date =>
  Object.getPrototypeOf(value) === Date.prototype && !Number.isNaN((value as Date).getTime());

const FAIL = -1;
const PLAIN = 0;
const NEEDS = 1;

/**
 * One walk in superjson's order. An object met again is not walked again (superjson does not), and is
 * remembered as repeated.
 */
function scan(root: object): Scan {
  // Where each object was first met: a repeated object's first place must be walked to again.
  const parentOf = new Map<object, object | null>();
  const onPath = new Set<object>();
  const repeated = new Set<object>();
  const needy = new Set<object>();
  let nodes = 0;

  const visit = (value: unknown, parent: object | null): number => {
    nodes++;
    switch (typeof value) {
      case "string":
      case "boolean":
        return PLAIN;
      case "number":
        return Number.isFinite(value) && !Object.is(value, -0) ? PLAIN : FAIL;
      case "undefined":
        return NEEDS;
      case "object":
        break;
      default:
        return FAIL;
    }
    if (value === null) return PLAIN;
    if (onPath.has(value)) return FAIL;
    if (parentOf.has(value)) {
      repeated.add(value);
      for (let up = parentOf.get(value); up && !needy.has(up); up = parentOf.get(up)) needy.add(up);
      return NEEDS;
    }
    parentOf.set(value, parent);
    if (isPlainDate(value)) return NEEDS;
    onPath.add(value);
    const found = Array.isArray(value) ? visitArray(value) : isPlainObject(value) ? visitObject(value) : FAIL;
    onPath.delete(value);
    if (found === NEEDS) needy.add(value);
    return found;
  };
  const visitArray = (array: unknown[]) => {
    // Holes and extra properties: superjson and JSON disagree on them.
    if (Object.getPrototypeOf(array) !== Array.prototype || Object.keys(array).length !== array.length) return FAIL;
    let found = PLAIN;
    for (const item of array) {
      const inner = visit(item, array);
      if (inner === FAIL) return FAIL;
      found |= inner;
    }
    return found;
  };
  const visitObject = (object: object) => {
    let found = PLAIN;
    for (const key of Object.keys(object)) {
      const inner = FORBIDDEN_KEYS.has(key) ? FAIL : visit((object as Record<string, unknown>)[key], object);
      if (inner === FAIL) return FAIL;
      found |= inner;
    }
    return found;
  };

  return visit(root, null) === FAIL ? null : { needy, repeated, nodes };
}

const escapeKey = (key: string) => key.replace(/\\/g, "\\\\").replace(/\./g, "\\.");

/**
 * superjson's meta for a value that passed the scan:
 * - `values`: every Date and `undefined` with its path. superjson reuses a repeated object's annotations at
 *   each place it appears, so every path into the value counts;
 * - `referentialEqualities`: for each repeated object, its shortest path (the first met, among equals) and
 *   the others, over the places superjson records: not inside a repeated object's second appearance.
 */
function annotate(root: object, { needy, repeated, nodes }: NonNullable<Scan>): SuperJSONResult["meta"] | null {
  const values: Record<string, ["Date" | "undefined"]> = {};
  const places = new Map<object, { path: string; depth: number }[]>();
  const path: string[] = [];
  let visits = 0;

  const visit = (value: unknown, recorded: boolean): boolean => {
    // A value whose objects are shared many times over expands past its size; superjson stays linear there.
    if (++visits > 4 * nodes) return false;
    if (value === undefined) values[path.join(".")] = ["undefined"];
    if (typeof value !== "object" || value === null) return true;
    let walkRecorded = recorded;
    if (recorded && repeated.has(value)) {
      const found = places.get(value);
      const place = { path: path.join("."), depth: path.length };
      if (found) {
        found.push(place);
        walkRecorded = false;
      } else places.set(value, [place]);
    }
    if (value instanceof Date) {
      values[path.join(".")] = ["Date"];
      return true;
    }
    if (!needy.has(value)) return true;
    for (const [key, child] of Object.entries(value)) {
      path.push(escapeKey(key));
      const ok = visit(child, walkRecorded);
      path.pop();
      if (!ok) return false;
    }
    return true;
  };
  if (!visit(root, true)) return null;

  const meta: NonNullable<SuperJSONResult["meta"]> = {};
  if (Object.keys(values).length > 0) meta.values = values;
  if (places.size > 0) {
    const equalities: Record<string, string[]> = {};
    for (const found of places.values()) {
      const [first, ...others] = found.sort((a, b) => a.depth - b.depth);
      if (first) equalities[first.path] = others.map((place) => place.path);
    }
    meta.referentialEqualities = equalities;
  }
  meta.v = 1;
  return meta;
}

/** superjson.serialize's result, for the same value, as JSON text. */
export function serialize(value: unknown): SuperJSONResult {
  if (typeof value !== "object" || value === null || value instanceof Date) return superjson.serialize(value);
  const found = scan(value);
  if (!found) return superjson.serialize(value);
  if (!found.needy.has(value)) return { json: value as SuperJSONResult["json"] };
  const meta = annotate(value, found);
  if (!meta) return superjson.serialize(value);
  return { json: value as SuperJSONResult["json"], meta };
}

/** For initTRPC: answers through `serialize`, requests through superjson (they are small). */
export const transformer = { serialize, deserialize: superjson.deserialize.bind(superjson) };
