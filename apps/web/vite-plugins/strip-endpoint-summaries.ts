import type { Plugin } from 'vite';

/** The contract's files of endpoints (packages/domain/src/api/endpoints*.ts). */
const ENDPOINT_FILES = /packages\/domain\/src\/api\/endpoints[^/]*\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** A string written out: a literal, a template without expressions, or such strings joined with `+`. */
function isText(node: Node): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return Array.isArray(node.expressions) && node.expressions.length === 0;
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    return isNode(node.left) && isNode(node.right) && isText(node.left) && isText(node.right);
  }
  return false;
}

/** The `summary: '…'` properties of a module's object literals, as [start, end) ranges. */
function summaries(root: Node): [number, number][] {
  const found: [number, number][] = [];
  const visit = (node: Node) => {
    if (
      node.type === 'Property' &&
      isNode(node.key) &&
      node.key.type === 'Identifier' &&
      node.key.name === 'summary' &&
      isNode(node.value) &&
      isText(node.value)
    ) {
      found.push([node.start, node.end]);
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach((item) => isNode(item) && visit(item));
      else if (isNode(value)) visit(value);
    }
  };
  visit(root);
  return found;
}

/**
 * Leaves the endpoints' summaries out of the browser's bundle
 * (docs/decisions/128-product-budget-and-endpoint-summaries.md): they document the API for the OpenAPI document the
 * server builds, no screen reads them, and the contract's chunk that nearly every page loads carried them all. Runs
 * after TypeScript is stripped, on the contract's endpoint files only; each `summary: '…'` property whose value is
 * written-out text goes, with its comma.
 */
export function stripEndpointSummaries(): Plugin {
  return {
    name: 'vastra-strip-endpoint-summaries',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!ENDPOINT_FILES.test(id.split('?')[0] ?? '')) return null;
      const ranges = summaries(this.parse(code) as unknown as Node);
      if (ranges.length === 0) return null;
      let out = '';
      let at = 0;
      for (const [start, end] of ranges) {
        out += code.slice(at, start);
        // Its comma and the space after it go too.
        at = end + (/^\s*,\s*/.exec(code.slice(end))?.[0].length ?? 0);
      }
      return { code: out + code.slice(at), map: null };
    },
  };
}
