import fc from "fast-check";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { serialize } from "../src/transformer";
import type { TestApi } from "./support/api";
import { createTestApi, ndaRequest } from "./support/api";

/** What a client gets: the answer through JSON text, then superjson's deserialize. */
const received = (payload: unknown) => superjson.deserialize(JSON.parse(JSON.stringify(payload)) as never);

/** Both serializers either give answers a client reads as the same value, with the same meta, or both throw. */
function expectSameWire(value: unknown) {
  let expected: ReturnType<typeof superjson.serialize>;
  try {
    expected = superjson.serialize(value);
  } catch (error) {
    expect(() => serialize(value)).toThrow((error as Error).message);
    return;
  }
  const actual = serialize(value);
  expect(actual.meta).toEqual(expected.meta);
  expect(received(actual)).toStrictEqual(received(expected));
}

/** Values superjson handles: JSON, Dates (some invalid), undefined, Map, Set, BigInt, -0, NaN, holes, null prototypes… */
const anyValue = fc.anything({
  withDate: true,
  withMap: true,
  withSet: true,
  withBigInt: true,
  withNullPrototype: true,
  withSparseArray: true,
  withBoxedValues: true,
  key: fc.oneof(fc.string(), fc.constantFrom("a.b", "a\\b", "a\\.b", ".", "0", "1.2", "__proto__", "constructor")),
});

const allowedKey = fc
  .oneof(fc.string(), fc.constantFrom("a.b", "x\\y"))
  .filter((key) => !["__proto__", "constructor", "prototype"].includes(key));

/** Plain JSON, Dates and undefined only: the values our procedures answer with. */
const answerValue = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.date({ noInvalidDate: true }),
  ),
  node: fc.oneof(
    { depthSize: "small" },
    tie("leaf"),
    fc.array(tie("node"), { maxLength: 4 }),
    fc.dictionary(allowedKey, tie("node"), { maxKeys: 4 }),
  ),
})).node;

/**
 * The same objects reachable from several places, as a document's `inputs` is its body's `request`. When
 * `at` is a string, the shared object may be plain JSON, met first below objects that need nothing else.
 */
const sharedValue = fc
  .tuple(answerValue, answerValue, fc.oneof(fc.date({ noInvalidDate: true }), fc.string()))
  .map(([shared, other, at]) => {
    const inner = { shared, at };
    return { first: { wrap: inner }, list: [other, inner, { deeper: inner, at }], again: { inner, shared } };
  });

describe("the server's superjson serialize", () => {
  it("gives the answer superjson gives, for any value superjson takes", () => {
    fc.assert(fc.property(anyValue, expectSameWire), { numRuns: 2000 });
  });

  it("gives the answer superjson gives for JSON with Dates and undefined, and sends the value itself", () => {
    fc.assert(
      fc.property(
        answerValue.filter((value) => typeof value === "object" && value !== null && !(value instanceof Date)),
        (value) => {
          expectSameWire(value);
          expect(serialize(value).json).toBe(value);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("keeps objects that appear in several places the same object on the client", () => {
    fc.assert(
      fc.property(sharedValue, (value) => {
        expectSameWire(value);
        const back = received(serialize(value)) as typeof value;
        expect(back.list[1]).toBe(back.first.wrap);
        expect(back.again.inner).toBe(back.first.wrap);
        expect(back.list[2]).toMatchObject({ deeper: back.first.wrap });
        expect(back.first.wrap.at).toStrictEqual(value.first.wrap.at);
      }),
      { numRuns: 500 },
    );
  });

  it("hands cycles, class instances and values shared past their size over to superjson", () => {
    const cycle: Record<string, unknown> = { name: "loop" };
    cycle.self = cycle;
    class Point {
      constructor(readonly x = 1) {}
    }
    let shared: object = { leaf: new Date(0) };
    for (let i = 0; i < 12; i++) shared = { left: shared, right: shared };
    for (const value of [cycle, { point: new Point() }, shared, { n: -0 }, { map: new Map([[1, 2]]) }]) {
      expectSameWire(value);
      expect(serialize(value).json).not.toBe(value);
    }
  });

  it("refuses the keys superjson refuses", () => {
    expect(() => serialize(JSON.parse('{"a":{"__proto__":1}}'))).toThrow(/prototype pollution/);
  });

  describe("on a generated document", () => {
    let t: TestApi;
    beforeAll(async () => {
      t = await createTestApi();
    });
    afterAll(() => t.close());

    it("sends generate's answer without a copy, read by the client as superjson would give it", async () => {
      const { api } = await t.user({ credits: 1 });
      const answer = await api.generator.generate(ndaRequest({ useAI: false }));
      expectSameWire(answer);
      const sent = serialize(answer);
      expect(sent.json).toBe(answer);
      expect(sent.meta?.referentialEqualities).toEqual({ "document.inputs": ["document.body.request"] });
      const back = received(sent) as typeof answer;
      expect(back.document.createdAt).toEqual(answer.document.createdAt);
      expect(back.document.inputs).toBe(back.document.body.request);
    });
  });
});
