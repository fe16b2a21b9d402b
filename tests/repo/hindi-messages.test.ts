import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { hi } from '../../apps/web/src/lib/i18n/hi';
import { account } from '../../apps/web/src/lib/i18n/hi/account';
import { catalog } from '../../apps/web/src/lib/i18n/hi/catalog';
import { checkout } from '../../apps/web/src/lib/i18n/hi/checkout';
import { common } from '../../apps/web/src/lib/i18n/hi/common';
import { layout } from '../../apps/web/src/lib/i18n/hi/layout';
import { orders } from '../../apps/web/src/lib/i18n/hi/orders';
import { repoFiles, ROOT } from './repo-files';

// docs/decisions/136-hindi-storefront.md: the storefront speaks Hindi and English. Every message it shows goes through
// `t('…')`, `tn(count, '…', '…')` or `msg('…')` then `tm` (apps/web/src/lib/i18n), keyed by its English; this fails
// when one has no Hindi, when a Hindi message is no longer used, and when a storefront file shows English text outside
// them.

const STOREFRONT = repoFiles(/^apps\/web\/src\/.*\.tsx?$/).filter(
  (file) =>
    !/\.test\.tsx?$/.test(file) &&
    !file.startsWith('apps/web/src/features/admin/') &&
    !file.includes('/testing/') &&
    !file.startsWith('apps/web/src/lib/i18n/'),
);

const QUOTED = String.raw`'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"`;
const T_CALL = new RegExp(String.raw`\b(?:t|msg)\(\s*(?:${QUOTED})`, 'g');
const TN_CALL = new RegExp(String.raw`\btn\(\s*[^,()]+(?:\([^()]*\))?,\s*(?:${QUOTED}),\s*(?:${QUOTED})`, 'g');
const T_NOT_LITERAL = /\bt\(\s*[^'"\s)]/g;

const unquote = (single?: string, double?: string) => (single ?? double ?? '').replace(/\\(.)/g, '$1');

function messagesIn(source: string) {
  const singles = [...source.matchAll(T_CALL)].map((match) => unquote(match[1], match[2]));
  const plurals = [...source.matchAll(TN_CALL)].map((match) => ({
    one: unquote(match[1], match[2]),
    other: unquote(match[3], match[4]),
  }));
  return { singles, plurals };
}

const parts = { common, layout, catalog, checkout, account, orders };

const sources = new Map(STOREFRONT.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]));

const ATTRIBUTES_READ = new Set(['aria-label', 'placeholder', 'title', 'alt', 'label', 'aria-description']);

/** English a file shows outside `t`: JSX text and the text of attributes a shopper reads or hears. */
function englishShown(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /[A-Za-z]/.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      ATTRIBUTES_READ.has(node.name.getText(tree)) &&
      node.initializer !== undefined &&
      ts.isStringLiteral(node.initializer) &&
      /[A-Za-z]/.test(node.initializer.text)
    )
      found.push(`${node.name.getText(tree)}="${node.initializer.text}"`);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('the storefront in Hindi', () => {
  const used = new Set<string>();
  for (const source of sources.values()) {
    const { singles, plurals } = messagesIn(source);
    for (const text of singles) used.add(text);
    for (const plural of plurals) used.add(plural.other);
  }

  it('has Hindi for every message the storefront shows', () => {
    const missing: string[] = [];
    for (const [file, source] of sources) {
      const { singles, plurals } = messagesIn(source);
      for (const text of singles) if (typeof hi[text] !== 'string') missing.push(`${file}: t('${text}')`);
      for (const { other } of plurals) if (typeof hi[other] !== 'object') missing.push(`${file}: tn(…, '${other}')`);
    }
    expect(missing).toEqual([]);
  });

  it('gives a message the same Hindi in every part of the catalogue that has it', () => {
    const seen = new Map<string, { part: string; hindi: string }>();
    const differ: string[] = [];
    for (const [part, catalogue] of Object.entries(parts)) {
      for (const [english, hindi] of Object.entries(catalogue)) {
        const text = JSON.stringify(hindi);
        const before = seen.get(english);
        if (before && before.hindi !== text) differ.push(`${english}: ${before.part} ${before.hindi}, ${part} ${text}`);
        seen.set(english, { part, hindi: text });
      }
    }
    expect(differ).toEqual([]);
  });

  it('uses every Hindi message it has', () => {
    expect(Object.keys(hi).filter((text) => !used.has(text))).toEqual([]);
  });

  it('keeps every value a Hindi message puts in', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const differ = Object.entries(hi).flatMap(([english, hindi]) =>
      (typeof hindi === 'string' ? [hindi] : [hindi.one, hindi.other])
        .filter((form) => placeholders(form).join() !== placeholders(english).join() && !english.includes('{count}'))
        .map((form) => `${english} → ${form}`),
    );
    expect(differ).toEqual([]);
  });

  it('calls t with the English itself, so the check above can read it', () => {
    const calls = [...sources].flatMap(([file, source]) =>
      [...source.matchAll(T_NOT_LITERAL)].map((match) => `${file}: ${match[0]}`),
    );
    expect(calls).toEqual([]);
  });

  it.each(STOREFRONT.filter((file) => file.endsWith('.tsx')))('%s shows no English outside t', (file) => {
    expect(englishShown(file, sources.get(file) ?? '')).toEqual([]);
  });
});
