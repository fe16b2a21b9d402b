import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { ROOT } from './repo-files';

// Each domain feature exports its own constants and user texts (`@vastra/domain/identity` exports
// IDENTITY_MESSAGES), so a reader finds a text under the feature it belongs to and nowhere else;
// `@vastra/domain/forms` is form machinery only. packages/domain/README.md says where each kind of thing lives.

const DOMAIN_SRC = path.join(ROOT, 'packages/domain/src');
const subpaths = readdirSync(DOMAIN_SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

async function exportsOf(subpath: string): Promise<Record<string, unknown>> {
  return (await import(path.join(DOMAIN_SRC, subpath, 'index.ts'))) as Record<string, unknown>;
}

/** Every string inside a value (message objects nest no deeper than one level today). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

const isMessages = (name: string) => /MESSAGES?(_TEMPLATES)?$/.test(name);

describe('@vastra/domain subpaths', () => {
  it('export each name from one subpath only', async () => {
    const owners = new Map<string, string[]>();
    for (const subpath of subpaths) {
      for (const name of Object.keys(await exportsOf(subpath)))
        owners.set(name, [...(owners.get(name) ?? []), subpath]);
    }
    const twice = [...owners]
      .filter(([, where]) => where.length > 1)
      .map(([name, where]) => `${name}: ${where.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it("name a feature's messages after the feature (IDENTITY_MESSAGES from identity)", async () => {
    const misplaced: string[] = [];
    for (const subpath of subpaths) {
      const prefix = subpath.toUpperCase().replace(/-/g, '_');
      for (const name of Object.keys(await exportsOf(subpath)).filter(isMessages)) {
        if (!name.startsWith(`${prefix}_`)) misplaced.push(`${subpath}: ${name}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('hold each user text in one message object only', async () => {
    const places = new Map<string, string[]>();
    for (const subpath of subpaths) {
      const exported = await exportsOf(subpath);
      for (const name of Object.keys(exported).filter(isMessages)) {
        for (const text of textsOf(exported[name])) places.set(text, [...(places.get(text) ?? []), name]);
      }
    }
    const twice = [...places]
      .filter(([, where]) => where.length > 1)
      .map(([text, where]) => `${text}: ${where.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('keep forms to form machinery: no messages, no feature forms', async () => {
    const featureThings = Object.keys(await exportsOf('forms')).filter(
      (name) => isMessages(name) || /Form$/.test(name) || /^[A-Z0-9_]+$/.test(name),
    );
    expect(featureThings).toEqual([]);
  });
});
