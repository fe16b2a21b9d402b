import { ESLint, type Linter } from 'eslint';
import { existsSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './repo-files';

// Each dependency rule in eslint.config.js, fed one import it must refuse. A rule that silently stops firing
// (a resolver missing, a zone path renamed, a later config block overriding the rule) fails here first.
// The files are linted from text at realistic paths inside the tree; none of them is written to disk. Files
// that are not on disk have no TypeScript program, so type-aware parsing is switched off on top of the real
// config: the dependency rules resolve imports themselves and do not need types.

const eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result?.messages ?? [];
}

function ruleIds(messages: Linter.LintMessage[]): (string | null)[] {
  return messages.map((message) => message.ruleId);
}

// Loading the config and plugins, and the first walk of the imports no-cycle follows, take seconds on a busy
// machine; they happen once here, so each case below measures only its own lint.
const WARM_UP_TIMEOUT_MS = 120_000;

const ALLOWED_FEATURE_IMPORTS = [
  "export { formatRupees } from '@vastra/domain/money';",
  "export { ApiError } from '../../lib/api-client';",
  "export { createCartStore } from './cart-store';",
  '',
].join('\n');

beforeAll(async () => {
  await lint('apps/web/src/features/cart/lint-probe.ts', ALLOWED_FEATURE_IMPORTS);
}, WARM_UP_TIMEOUT_MS);

describe('eslint.config.js dependency rules', () => {
  it('refuses a web feature importing another feature without the file extension', async () => {
    const messages = await lint(
      'apps/web/src/features/cart/lint-probe.ts',
      "export { getProduct } from '../catalog/api/get-product';\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
    expect(messages.find((m) => m.ruleId === 'import-x/no-restricted-paths')?.message).toContain(
      'Features do not import each other',
    );
  });

  it('refuses every feature folder importing another, admin and policies included', async () => {
    // The list of features is read from the folders of apps/web/src/features.
    for (const [filePath, code] of [
      ['apps/web/src/features/admin/lint-probe.ts', "export { getProduct } from '../catalog/api/get-product';\n"],
      ['apps/web/src/features/policies/lint-probe.ts', "export { getProduct } from '../catalog/api/get-product';\n"],
    ] as const) {
      const messages = await lint(filePath, code);
      expect(messages.find((m) => m.ruleId === 'import-x/no-restricted-paths')?.message).toBe(
        'Unexpected path "../catalog/api/get-product" imported in restricted zone. ' +
          'Features do not import each other: compose them in app/routes.',
      );
    }
  });

  it('refuses the web importing the api', async () => {
    const messages = await lint(
      'apps/web/src/lib/lint-probe.ts',
      "export { loadConfig } from '../../../api/src/config';\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
  });

  it('refuses the api importing the web', async () => {
    const messages = await lint(
      'apps/api/src/shared/lint-probe.ts',
      "export { paths } from '../../../web/src/config/paths';\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
  });

  it('refuses an api module reaching into another module past its index.ts', async () => {
    const messages = await lint(
      'apps/api/src/modules/orders/lint-probe.ts',
      "import type { ProductRow } from '../catalog/catalog.repository';\nexport type Row = ProductRow;\n",
    );
    expect(ruleIds(messages)).toContain('no-restricted-imports');
  });

  it('refuses the api platform importing a module, and a module importing the composition root', async () => {
    const platform = await lint(
      'apps/api/src/db/lint-probe.ts',
      "export { catalogModule } from '../modules/catalog';\n",
    );
    expect(platform.find((m) => m.ruleId === 'import-x/no-restricted-paths')?.message).toContain(
      'The platform does not import modules',
    );
    const mod = await lint('apps/api/src/modules/catalog/lint-probe.ts', "export { buildApp } from '../../app';\n");
    expect(mod.find((m) => m.ruleId === 'import-x/no-restricted-paths')?.message).toContain(
      'Modules do not import the composition root',
    );
  });

  it('refuses the code importing the test edge (tests, e2e, bench)', async () => {
    const messages = await lint(
      'apps/api/src/shared/lint-probe.ts',
      "export { ROOT } from '../../../../tests/repo/repo-files';\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
  });

  it('refuses the domain importing an app', async () => {
    const messages = await lint(
      'packages/domain/src/money/lint-probe.ts',
      "export { loadConfig } from '../../../../apps/api/src/config';\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
  });

  it('refuses the domain importing a Node built-in, with or without the node: prefix', async () => {
    const messages = await lint(
      'packages/domain/src/money/lint-probe.ts',
      "export { readFileSync } from 'fs';\nexport { join } from 'node:path';\n",
    );
    expect(ruleIds(messages).filter((id) => id === 'import-x/no-nodejs-modules')).toHaveLength(2);
  });

  it('refuses an import cycle: a file importing its own folder index, which re-exports it', async () => {
    // money/index.ts re-exports ./paise, so paise.ts importing '.' closes a loop.
    expect(existsSync(path.join(ROOT, 'packages/domain/src/money/index.ts'))).toBe(true);
    const messages = await lint(
      'packages/domain/src/money/paise.ts',
      "import { formatRupees } from '.';\nexport const label = formatRupees;\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-cycle');
  });

  it('accepts a feature importing the domain, the shared lib and its own files', async () => {
    const messages = await lint('apps/web/src/features/cart/lint-probe.ts', ALLOWED_FEATURE_IMPORTS);
    expect(messages).toEqual([]);
  });
});
