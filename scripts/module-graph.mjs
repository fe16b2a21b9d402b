// The import graph between the api's modules (apps/api/src/modules/*), read with the TypeScript compiler API.
// Prints how many cross-module imports there are, how many of them bring values (not `import type`), how many
// reach past another module's index.ts, and every cycle between modules. Tests are left out: they build the
// whole app on purpose. `node scripts/module-graph.mjs` prints a summary; `--json` prints the graph as JSON.
// tests/repo/module-graph.test.ts runs the same analysis and fails on a cycle or on a reach past an index.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MODULES_DIR = path.join(ROOT, 'apps/api/src/modules');

/** Every non-test .ts file under a folder. */
function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== '__fixtures__') out.push(...sourceFiles(full));
    } else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')) {
      out.push(full);
    }
  }
  return out;
}

/** The module a file belongs to (its first folder under modules/), or null. */
function moduleOf(file) {
  const rel = path.relative(MODULES_DIR, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? first : null;
}

/** Whether an import or export declaration brings only types. */
function isTypeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false; // a side-effect import runs the file
    if (clause.isTypeOnly) return true;
    if (clause.name) return false;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return false;
    return bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
  }
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  if (!clause || ts.isNamespaceExport(clause)) return false;
  return clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly);
}

/** Resolves a relative specifier to the path it names (without extension), or null for packages. */
function resolveSpecifier(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  return path.resolve(path.dirname(fromFile), specifier);
}

/** Whether a resolved path is a module's public face: modules/<m> or modules/<m>/index. */
function isPublicFace(resolved) {
  const parts = path.relative(MODULES_DIR, resolved).split(path.sep);
  return parts.length === 1 || (parts.length === 2 && parts[1] === 'index');
}

/**
 * Reads the sources (or `overrides`: a map of absolute file path → text, for tests) and returns every import
 * from one module into another: { from, to, file, specifier, typeOnly, internal }.
 */
export function crossModuleImports(overrides = new Map()) {
  const files = new Set(sourceFiles(MODULES_DIR));
  for (const file of overrides.keys()) files.add(file);
  const edges = [];
  for (const file of [...files].sort()) {
    const from = moduleOf(file);
    if (!from) continue;
    const text = overrides.get(file) ?? readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    const visit = (node) => {
      let specifier = null;
      let typeOnly = false;
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        specifier = node.moduleSpecifier.text;
        typeOnly = isTypeOnly(node);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments.length === 1 &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        specifier = node.arguments[0].text;
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        specifier = node.argument.literal.text;
        typeOnly = true;
      }
      if (specifier !== null) {
        const resolved = resolveSpecifier(file, specifier);
        const to = resolved ? (moduleOf(resolved) ?? moduleName(resolved)) : null;
        if (to && to !== from) {
          edges.push({
            from,
            to,
            file: path.relative(ROOT, file),
            specifier,
            typeOnly,
            internal: !isPublicFace(resolved),
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return edges;
}

/** modules/<m> itself (an import of the folder, which means its index.ts). */
function moduleName(resolved) {
  const rel = path.relative(MODULES_DIR, resolved);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel) || rel.includes(path.sep)) return null;
  return existsSync(path.join(MODULES_DIR, rel)) ? rel : null;
}

/** Every elementary cycle of a directed graph (Map node → Set of nodes), each as a list starting at its least node. */
export function findCycles(graph) {
  const nodes = [...graph.keys()].sort();
  const cycles = [];
  // Johnson's idea, simply: from each start node, walk paths through nodes greater than it only.
  for (const start of nodes) {
    const stack = [start];
    const onStack = new Set([start]);
    const walk = (node) => {
      for (const next of [...(graph.get(node) ?? [])].sort()) {
        if (next === start) cycles.push([...stack]);
        else if (next > start && !onStack.has(next)) {
          stack.push(next);
          onStack.add(next);
          walk(next);
          stack.pop();
          onStack.delete(next);
        }
      }
    };
    walk(start);
  }
  return cycles;
}

/** The module graph of some edges: Map module → Set of modules it imports. */
export function graphOf(edges) {
  const graph = new Map();
  for (const edge of edges) {
    if (!graph.has(edge.from)) graph.set(edge.from, new Set());
    if (!graph.has(edge.to)) graph.set(edge.to, new Set());
    graph.get(edge.from).add(edge.to);
  }
  return graph;
}

/** The figures the script prints. */
export function summarize(edges) {
  const values = edges.filter((edge) => !edge.typeOnly);
  return {
    crossModuleImports: edges.length,
    valueImports: values.length,
    typeImports: edges.length - values.length,
    internalImports: edges.filter((edge) => edge.internal).length,
    moduleEdges: [...graphOf(edges).values()].reduce((sum, targets) => sum + targets.size, 0),
    cycles: findCycles(graphOf(edges)),
    valueCycles: findCycles(graphOf(values)),
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const edges = crossModuleImports();
  const summary = summarize(edges);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ summary, edges }, null, 2));
  } else {
    console.log(`cross-module imports: ${summary.crossModuleImports}`);
    console.log(`  values (not import type): ${summary.valueImports}`);
    console.log(`  types only: ${summary.typeImports}`);
    console.log(`  past another module's index.ts: ${summary.internalImports}`);
    console.log(`module → module edges: ${summary.moduleEdges}`);
    console.log(`cycles between modules (any import): ${summary.cycles.length}`);
    for (const cycle of summary.cycles) console.log(`  ${[...cycle, cycle[0]].join(' → ')}`);
    console.log(`cycles between modules (value imports only): ${summary.valueCycles.length}`);
    for (const cycle of summary.valueCycles) console.log(`  ${[...cycle, cycle[0]].join(' → ')}`);
    if (process.argv.includes('--edges')) {
      for (const edge of edges) {
        const kind = edge.typeOnly ? 'type ' : 'value';
        console.log(`${kind} ${edge.from} → ${edge.to}  ${edge.file}  '${edge.specifier}'`);
      }
    }
  }
}
