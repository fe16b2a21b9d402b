// fast-check arbitraries that break a valid request body in one certain way (plus harmless noise),
// so every generated body is invalid by construction and must be refused (docs/rules/security.md#adversarial-suite).
import fc from 'fast-check';
import type { FuzzTarget, JsonObject } from './hostile-input.targets';

type Path = (string | number)[];
interface JsonNode {
  path: Path;
  value: unknown;
}

/** A body as sent: the raw JSON text and the one fault that makes it invalid. */
export interface HostileBody {
  fault: string;
  raw: string;
}

// JSON that JS values cannot express directly is written as sentinels and spliced in as text.
const INF = '@@INF@@';
const NEG_INF = '@@NEG_INF@@';
const PROTO = '@@PROTO@@';
const deep = (depth: number) => `@@DEEP${depth}@@`;

export function toRawJson(draft: unknown): string {
  return JSON.stringify(draft)
    .replaceAll(`"${INF}"`, '1e400')
    .replaceAll(`"${NEG_INF}"`, '-1e400')
    .replaceAll(`"${PROTO}"`, '"__proto__"')
    .replace(/"@@DEEP(\d+)@@"/g, (_m, n: string) => '['.repeat(Number(n)) + ']'.repeat(Number(n)));
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every node below the root, with its path. */
function nodesOf(value: unknown, path: Path = []): JsonNode[] {
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : isObject(value)
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => [
    { path: [...path, key], value: child },
    ...nodesOf(child, [...path, key]),
  ]);
}

const clone = <T>(value: T): T => structuredClone(value);

function setAt(root: unknown, path: Path, value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined) node[last] = value;
}

function objectAt(root: unknown, path: Path): JsonObject {
  let node = root as Record<string | number, unknown>;
  for (const key of path) node = node[key] as Record<string | number, unknown>;
  return node;
}

const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** A value of any JSON type except `kind`. */
function otherType(kind: string): fc.Arbitrary<unknown> {
  const byKind: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.constantFrom('', 'x', '42', 'true'),
    number: fc.constantFrom(0, 42, -1.5),
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.constantFrom([], ['x'], [1, 2]),
    object: fc.constantFrom({}, { a: 1 }),
  };
  return fc.oneof(
    ...Object.entries(byKind)
      .filter(([k]) => k !== kind)
      .map(([, arb]) => arb),
  );
}

/** Numbers just past each field's limit (the contract's), and numbers past every limit. */
const PAST_LIMIT: Record<string, number[]> = {
  quantity: [0, -1, 1000, 1.5],
  rating: [0, 6, 2.5, -5],
  price: [-0.01, 10_000_000.01],
  amount: [0, -1, 10_000_000.01],
  totalAmount: [-1, 10_000_000.01],
  count: [-1, 101, 0.5],
  // Informative rupees (docs/deviations.md): any amount from 0.
  shippingCost: [-1, 10_000_000.01],
  // The shop's delivery charges (whole rupees; docs/decisions/087-delivery-and-cod-fees.md).
  feeRupees: [-1, 10_001, 49.5],
  codFeeRupees: [-1, 10_001, 0.5],
  freeAboveRupees: [0, 10_000_001, 998.5],
};
const PAST_EVERY_LIMIT: unknown[] = [INF, NEG_INF, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2];

/** Text that is valid JSON but hostile to a database or a page: any code point, NUL, lone surrogates. */
export const hostileText = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 24 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\u202e\u2066', 'ज़ूम 👩🏽‍💻', '\ufeff', '%00', '\\'),
);

type Draft = { value: unknown };

/** One invalid body for `target`: a single certain fault, after up to two harmless noise edits. */
export function hostileBody(target: FuzzTarget): fc.Arbitrary<HostileBody> {
  const base = target.body ?? {};
  const nodes = nodesOf(base);
  const stringLeaves = nodes.filter((n) => typeof n.value === 'string');
  const numberLeaves = nodes.filter((n) => typeof n.value === 'number');
  const objectPaths: Path[] = [[], ...nodes.filter((n) => isObject(n.value)).map((n) => n.path)];
  const required = target.required ?? [];
  const node = fc.constantFrom(...nodes);

  const faults: fc.Arbitrary<[string, (d: Draft) => void]>[] = [
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 20 }), fc.jsonValue({ maxDepth: 2 }))
      .filter(([key]) => !(key in base) && key !== '__proto__')
      .map(([key, value]) => [`extra key ${JSON.stringify(key)}`, (d) => void ((d.value as JsonObject)[key] = value)]),
    node.chain((n) =>
      otherType(kindOf(n.value))
        // A field that may be null (a limit left empty) is not broken by null.
        .filter((v) => !(v === null && (target.nullable ?? []).includes(n.path.join('.'))))
        .map((v): [string, (d: Draft) => void] => [
          `${n.path.join('.')} as ${kindOf(v)}`,
          (d) => setAt(d.value, n.path, v),
        ]),
    ),
    fc
      .tuple(node, fc.constantFrom(200, 2_000, 8_000))
      .map(([n, depth]) => [`${n.path.join('.')} nested ${depth} deep`, (d) => setAt(d.value, n.path, deep(depth))]),
    fc.tuple(fc.constantFrom(...objectPaths), fc.constantFrom('__proto__', 'constructor')).map(([path, key]) => [
      `${key} key at ${path.join('.') || 'top'}`,
      (d) => {
        const at = objectAt(d.value, path);
        if (key === '__proto__') at[PROTO] = { polluted: 'yes' };
        else Object.defineProperty(at, 'constructor', { value: { prototype: { polluted: 'yes' } }, enumerable: true });
      },
    ]),
    fc
      .constantFrom<unknown>(
        [],
        'body',
        42,
        true,
        [base],
        ...(target.nullableBody ? [] : [null]),
        ...(required.length ? [{}] : []),
      )
      .map((whole) => [`whole body ${JSON.stringify(whole).slice(0, 20)}`, (d) => void (d.value = clone(whole))]),
  ];
  if (required.length) {
    faults.push(
      fc.constantFrom(...required).map((key) => [`missing ${key}`, (d) => void delete (d.value as JsonObject)[key]]),
    );
  }
  if (stringLeaves.length) {
    faults.push(
      fc
        .tuple(fc.constantFrom(...stringLeaves), fc.constantFrom('a', 'é', '😀', '<', ' '))
        .map(([n, ch]) => [
          `${n.path.join('.')} 20001×${JSON.stringify(ch)}`,
          (d) => setAt(d.value, n.path, ch.repeat(20_001)),
        ]),
    );
  }
  if (numberLeaves.length) {
    faults.push(
      fc.constantFrom(...numberLeaves).chain((n) => {
        const key = String(n.path[n.path.length - 1]);
        return fc
          .constantFrom(...(PAST_LIMIT[key] ?? []), ...PAST_EVERY_LIMIT)
          .map((v): [string, (d: Draft) => void] => [
            `${n.path.join('.')} = ${String(v)}`,
            (d) => setAt(d.value, n.path, v),
          ]);
      }),
    );
  }

  const noise = stringLeaves.length
    ? fc.array(fc.tuple(fc.constantFrom(...stringLeaves), hostileText), { maxLength: 2 })
    : fc.constant([] as [JsonNode, string][]);

  return fc.tuple(noise, fc.oneof(...faults)).map(([edits, [fault, apply]]) => {
    const draft: Draft = { value: clone(base) };
    for (const [n, text] of edits) setAt(draft.value, n.path, text);
    apply(draft);
    return { fault, raw: toRawJson(draft.value) };
  });
}

/** A path parameter an attacker might try: any text, traversal, encodings, SQL, huge, unknown ids. */
export const hostileParam = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.uuid(),
  fc.constantFrom(
    '../../etc/passwd',
    '%2e%2e%2f',
    '\u0000',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '00000000-0000-0000-0000-000000000000',
    '1; DROP TABLE orders',
    'a'.repeat(65),
    'a'.repeat(600),
    '-1',
    '9'.repeat(40),
  ),
);
