import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, repoFiles } from './repo-files';

// Every reference a comment or a document makes must resolve inside the repository: a reader who clones
// the repo alone can follow each one. The shop's rules live in docs/rules/*.md (docs/rules/README.md).

const SELF = 'tests/repo/references.test.ts';
const SOURCE = /\.(?:ts|tsx|mts|mjs|js|cjs)$/;
const TEXT = /(?:\.(?:ts|tsx|mts|mjs|js|cjs|md|sh|css)|(?:^|\/)package\.json)$/;
const WIDTH = 120;

/** Documents and trackers outside the repository, and how a comment used to cite them. */
const OUTSIDE_REFERENCES: [RegExp, string][] = [
  [/\bspec(?:ification)?\s*\u00a7/i, 'the specification by section'],
  [/(?<!RFC \d+ )\u00a7\s?\d/, 'a numbered section of a document outside the repo'],
  [/\bdesign\.md\b/, 'design.md'],
  [/\bintegrations\.md\b/, 'integrations.md'],
  [/\bhouse[- ]style\b/i, 'the house style'],
  [/\btoolchain\.md\b/, 'toolchain.md'],
  [/\bstorefront-spec\b/, 'storefront-spec'],
  [/\bissues? #?\d+\b(?!-)/i, 'an issue number'],
];

/**
 * Lines allowed past 120 columns, each for a reason: text that is served or matched as written, and SQL in
 * tagged templates (a tagged template is a call, so it cannot be split with +). `contains` narrows an entry
 * to the lines holding that text; without it the whole file is allowed.
 */
const LONG_LINES_ALLOWED: { file: string; contains?: string; why: string }[] = [
  { file: 'apps/api/src/modules/payments/sandbox-checkout-script.ts', why: "the sandbox gateway's browser script" },
  { file: 'apps/api/src/modules/payments/sandbox-checkout-helpers.ts', why: "the sandbox gateway's browser script" },
  { file: 'apps/api/src/modules/payments/sandbox-checkout-styles.ts', why: "the sandbox gateway's stylesheet" },
  { file: 'apps/api/src/modules/catalog/catalog.repository.ts', contains: 'sql<string>`', why: 'SQL, tagged' },
  { file: 'apps/api/src/modules/catalog/catalog.service.test.ts', contains: 'sql`insert', why: 'SQL, tagged' },
  { file: 'apps/api/src/modules/order-lifecycle/write-order.ts', contains: 'sql`(', why: 'SQL, tagged' },
  { file: 'bench/lib/catalogue-sql.mjs', contains: 'from order_items where', why: 'SQL text of a query' },
  { file: 'bench/lib/catalogue-sql.mjs', contains: 'select json_agg(x)', why: 'SQL text of a query' },
  {
    file: 'apps/api/src/modules/payments/payments-config.test.ts',
    contains: '/PAYMENT_PROVIDER: sandbox takes no real money',
    why: 'the start-up error, matched word for word',
  },
  {
    file: 'apps/web/src/components/ui/photo-message-text.ts',
    why: "the server's photo refusals, each one literal read word for word by the Hindi check",
  },
  {
    file: 'apps/web/src/lib/i18n/hi/layout.ts',
    contains: 'This photo is too long and thin',
    why: "a server's photo refusal, one literal read word for word by the Hindi check",
  },
  {
    file: 'packages/domain/src/tracking/order-details-label.ts',
    contains: '/^(new|placed|pending',
    why: 'one regular expression of pre-shipment texts',
  },
];

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The anchors GitHub makes for a Markdown file: one per heading (numbered when repeated), plus `<a id>`. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const text = read(file).replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = (heading ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  for (const [, id] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) if (id) anchors.add(id);
  return anchors;
}

const anchorCache = new Map<string, Set<string>>();
function hasAnchor(file: string, anchor: string): boolean {
  let anchors = anchorCache.get(file);
  if (anchors === undefined) anchorCache.set(file, (anchors = anchorsOf(file)));
  return anchors.has(anchor);
}

/** What is wrong with a reference to `target` (relative to the root), or null when it resolves. */
function brokenReference(target: string, anchor: string | undefined): string | null {
  const full = path.join(ROOT, target);
  if (!fs.existsSync(full)) return 'no such file';
  if (anchor && target.endsWith('.md') && !hasAnchor(target, anchor)) return `no #${anchor} in ${target}`;
  return null;
}

describe('references in comments and documents', () => {
  const files = repoFiles(TEXT).filter((file) => file !== SELF && !file.includes('node_modules/'));

  it('cite no document or tracker outside the repository (spec §N, design.md, integrations.md, issues…)', () => {
    const found: string[] = [];
    for (const file of files) {
      const lines = read(file).split('\n');
      lines.forEach((line, i) => {
        for (const [pattern, what] of OUTSIDE_REFERENCES) {
          const m = pattern.exec(line);
          if (m) found.push(`${file}:${i + 1}: ${what}: …${line.slice(Math.max(0, m.index - 30), m.index + 40)}…`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it('link only to files and headings that exist (relative Markdown links)', () => {
    const broken: string[] = [];
    // The policy pages' Markdown is the shop's web pages: its links are the site's paths (/policies/refunds).
    const sitePages = 'apps/api/src/modules/policies/content/';
    for (const file of files.filter((f) => f.endsWith('.md') && !f.startsWith(sitePages))) {
      const text = read(file).replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1] ?? '';
        if (/^(?:[a-z]+:|\/\/)/i.test(target)) continue;
        const [pathPart, anchor] = target.split('#') as [string, string | undefined];
        const resolved = pathPart ? path.relative(ROOT, path.resolve(ROOT, path.dirname(file), pathPart)) : file;
        const problem = brokenReference(resolved, anchor);
        if (problem) broken.push(`${file}:${lineOf(text, m.index)}: (${target}): ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('name only docs/ and packages/ paths (and their #anchors) that exist', () => {
    const broken: string[] = [];
    const cited = /(?<![\w./@-])((?:docs|packages)\/[\w./-]*[\w/])(?:#([\w-]+))?(?![\w*{<])/g;
    for (const file of files) {
      const text = read(file);
      for (const m of text.matchAll(cited)) {
        // tests/repo/lint-rules.test.ts lints text at made-up paths named lint-probe.ts: not references.
        if (m[1]?.endsWith('/lint-probe.ts')) continue;
        const problem = brokenReference(m[1] ?? '', m[2]);
        if (problem) broken.push(`${file}:${lineOf(text, m.index)}: ${m[0]}: ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

/**
 * A line's columns as the formatter counts them (prettier's getStringWidth): characters, but for the marks drawn on the
 * one before (a Devanagari vowel sign such as ि or ु takes no column of its own).
 */
const columns = (line: string) => [...line.replace(/[\p{Nonspacing_Mark}\p{Enclosing_Mark}]/gu, '')].length;

describe('source lines', () => {
  it(`stay within ${WIDTH} columns, but for the few allowed (LONG_LINES_ALLOWED)`, () => {
    const long: string[] = [];
    for (const file of repoFiles(SOURCE)) {
      read(file)
        .split('\n')
        .forEach((line, i) => {
          if (columns(line) <= WIDTH) return;
          const allowed = LONG_LINES_ALLOWED.some(
            (a) => a.file === file && (a.contains === undefined || line.includes(a.contains)),
          );
          if (!allowed) long.push(`${file}:${i + 1}: ${columns(line)} columns`);
        });
    }
    expect(long).toEqual([]);
  });

  it('has no stale entry in its allow-list', () => {
    const stale = LONG_LINES_ALLOWED.filter((a) => {
      if (!fs.existsSync(path.join(ROOT, a.file))) return true;
      return !read(a.file)
        .split('\n')
        .some((line) => [...line].length > WIDTH && (a.contains === undefined || line.includes(a.contains)));
    });
    expect(stale).toEqual([]);
  });
});
