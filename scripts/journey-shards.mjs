#!/usr/bin/env node
// Splits the browser journeys (e2e/journeys/*.spec.ts) into groups of about equal length, for scripts/test-e2e.sh to
// run side by side, each group against its own server and database (docs/decisions/108-journeys-in-two-groups.md).
// A journey's length is guessed from its file's size: the longest go first, each into the group that is shortest so
// far. Usage: node scripts/journey-shards.mjs <groups> <group, from 1> — prints that group's files, one per line,
// relative to e2e/ (as the Playwright config's testDir names them).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const [groups, group] = process.argv.slice(2).map(Number);
if (!Number.isInteger(groups) || !Number.isInteger(group) || groups < 1 || group < 1 || group > groups) {
  console.error('usage: node scripts/journey-shards.mjs <groups> <group, from 1>');
  process.exit(2);
}

const dir = path.join(import.meta.dirname, '..', 'e2e', 'journeys');
const journeys = readdirSync(dir)
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => ({ name, bytes: statSync(path.join(dir, name)).size }))
  // Longest first; equal sizes by name, so every run splits the same way.
  .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));

const totals = Array.from({ length: groups }, () => 0);
const members = Array.from({ length: groups }, () => []);
for (const journey of journeys) {
  const shortest = totals.indexOf(Math.min(...totals));
  totals[shortest] += journey.bytes;
  members[shortest].push(journey.name);
}
for (const name of members[group - 1].sort()) console.log(`journeys/${name}`);
