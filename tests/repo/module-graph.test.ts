import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crossModuleImports, MODULES_DIR, summarize } from '../../scripts/module-graph.mjs';

// The api's modules form no cycle, and one reaches another only through its index.ts
// (docs/decisions/077-module-rules.md). scripts/module-graph.mjs reads the imports with the TypeScript compiler
// API; the probes below feed it one bad file each, in memory, to prove the check fires.

type Edge = ReturnType<typeof crossModuleImports>[number];

function cyclesOf(overrides?: Map<string, string>): string[] {
  return summarize(crossModuleImports(overrides)).cycles.map((cycle: string[]) => [...cycle, cycle[0]].join(' → '));
}

function internalsOf(overrides?: Map<string, string>): string[] {
  return crossModuleImports(overrides)
    .filter((edge: Edge) => edge.internal)
    .map((edge: Edge) => `${edge.file} imports '${edge.specifier}'`);
}

const probe = (module: string, text: string) => new Map([[path.join(MODULES_DIR, module, 'graph-probe.ts'), text]]);

describe('apps/api/src/modules import graph', () => {
  it('has no cycle between modules', () => {
    expect(cyclesOf()).toEqual([]);
  });

  it('reaches another module only through its index.ts, also from a nested folder', () => {
    expect(internalsOf()).toEqual([]);
  });

  it('catches a cycle, even one closed by a type-only import', () => {
    // order-lifecycle → refunds (this probe) → order-lifecycle (refunds imports applyMove from its index.ts).
    const cycles = cyclesOf(
      probe('order-lifecycle', "import type { RefundRow } from '../refunds';\nexport type R = RefundRow;\n"),
    );
    expect(cycles).toContain('order-lifecycle → refunds → order-lifecycle');
  });

  it("catches an import past another module's index.ts, from any depth", () => {
    const found = internalsOf(
      new Map([
        [path.join(MODULES_DIR, 'refunds', 'graph-probe.ts'), "export { lockOrder } from '../orders/lock-order';\n"],
        [
          path.join(MODULES_DIR, 'returns', 'deep', 'graph-probe.ts'),
          "import type { OrderCatalog } from '../../orders/order-catalog.port';\nexport type C = OrderCatalog;\n",
        ],
      ]),
    );
    expect(found).toEqual([
      "apps/api/src/modules/refunds/graph-probe.ts imports '../orders/lock-order'",
      "apps/api/src/modules/returns/deep/graph-probe.ts imports '../../orders/order-catalog.port'",
    ]);
  });

  it("has a README per module whose 'May import:' names exactly the modules it imports", () => {
    const imports = new Map<string, Set<string>>();
    for (const edge of crossModuleImports()) {
      if (!imports.has(edge.from)) imports.set(edge.from, new Set());
      imports.get(edge.from)?.add(edge.to);
    }
    const wrong: string[] = [];
    for (const module of readdirSync(MODULES_DIR).sort()) {
      if (!statSync(path.join(MODULES_DIR, module)).isDirectory()) continue;
      const readme = path.join(MODULES_DIR, module, 'README.md');
      if (!existsSync(readme)) {
        wrong.push(`${module}: no README.md`);
        continue;
      }
      // The paragraph that starts with "May import:"; its `backticked` names.
      const paragraph = readFileSync(readme, 'utf8')
        .split(/\n\s*\n/)
        .find((text) => text.startsWith('May import:'));
      if (paragraph === undefined) {
        wrong.push(`${module}: no 'May import:' paragraph`);
        continue;
      }
      const named = [...paragraph.matchAll(/`([a-z-]+)`/g)].map((match) => match[1]).sort();
      const actual = [...(imports.get(module) ?? [])].sort();
      if (named.join(',') !== actual.join(',')) {
        wrong.push(`${module}: README says [${named.join(', ')}], the code imports [${actual.join(', ')}]`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
