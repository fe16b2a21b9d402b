import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles, ROOT } from './repo-files';

// No merge-conflict marker is ever committed, in any file git tracks, nor the forms a formatter makes of them:
// prettier escapes a Markdown marker line (`\<<<<<<< HEAD`, `\=======`) and turns `>>>>>>> h/b` into a nested
// quote (`> > > > > > > h/b`). The markers are built here rather than written, so this file does not hold them.

const LT = '<'.repeat(7);
const EQ = '='.repeat(7);
const GT = '>'.repeat(7);

const START = new RegExp(`^\\\\?${LT}(\\s|$)`);
const END = new RegExp(`^(\\\\?${GT}|(> ){6}>)(\\s|$)`);
const ESCAPED_MIDDLE = new RegExp(`^\\\\${EQ}$`);
const MIDDLE = new RegExp(`^${EQ}$`);

/** The 1-based numbers of the lines that are conflict markers. A bare `=======` counts only beside another marker. */
export function conflictMarkerLines(text: string): number[] {
  const lines = text.split('\n').map((line) => line.trim());
  const marked = lines.map((line) => START.test(line) || END.test(line) || ESCAPED_MIDDLE.test(line));
  const any = marked.some(Boolean);
  return lines.flatMap((line, i) => (marked[i] || (any && MIDDLE.test(line)) ? [i + 1] : []));
}

describe('merge-conflict markers', () => {
  it('finds the plain markers and the forms prettier makes of them in Markdown', () => {
    const plain = ['a', `${LT} HEAD`, 'ours', EQ, 'theirs', `${GT} h/b`, 'b'].join('\n');
    expect(conflictMarkerLines(plain)).toEqual([2, 4, 6]);
    const prettified = ['- a', `  \\${LT} HEAD`, '  ours', `  \\${EQ}`, '  theirs', '> > > > > > > h/b'].join('\n');
    expect(conflictMarkerLines(prettified)).toEqual([2, 4, 6]);
    expect(conflictMarkerLines(`x\n\\${LT}\n`)).toEqual([2]);
  });

  it('leaves a Markdown heading underline, a quote and arrows alone', () => {
    expect(conflictMarkerLines(['Title', EQ, '', '> a quote', '>> reply', 'a => b', '<< heredoc'].join('\n'))).toEqual(
      [],
    );
  });

  it('is in no file git tracks', () => {
    const found: string[] = [];
    for (const file of repoFiles(/./)) {
      let text: string;
      try {
        text = readFileSync(path.join(ROOT, file), 'utf8');
      } catch {
        continue; // listed but not on disk (deleted in the work tree)
      }
      if (text.includes('\0')) continue; // binary
      for (const line of conflictMarkerLines(text)) found.push(`${file}:${line}`);
    }
    expect(found).toEqual([]);
  });
});
