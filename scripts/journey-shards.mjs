#!/usr/bin/env node
// Splits the browser journeys (e2e/journeys/*.spec.ts) into groups of about equal length, for scripts/test-e2e.sh to
// run side by side, each group against its own server and database (docs/decisions/108-journeys-in-two-groups.md).
// A journey's length is its seconds in e2e/journey-seconds.json (a full run's, recorded with `record` below); a
// journey not recorded there yet is guessed from its file's size at the recorded journeys' median seconds per byte.
// The longest go first, each into the group that is shortest so far.
//
// Usage:
//   node scripts/journey-shards.mjs <groups> <group, from 1>
//     prints that group's files, one per line, relative to e2e/ (as the Playwright config's testDir names them);
//   node scripts/journey-shards.mjs record <output of a run of every journey>
//     rewrites e2e/journey-seconds.json from the run's passed journeys, as Playwright's list reporter prints them:
//     "✓  12 [mobile] › e2e/journeys/x.spec.ts:3:1 › … (9.8s)".
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const dir = path.join(root, 'e2e', 'journeys');
// JOURNEY_SECONDS names another file (the script's own test).
const secondsFile = process.env.JOURNEY_SECONDS ?? path.join(root, 'e2e', 'journey-seconds.json');

if (process.argv[2] === 'record') record(process.argv[3]);
else shard(process.argv.slice(2).map(Number));

function record(logFile) {
  if (!logFile) usage();
  const line = /✓\s+\d+ \[[^\]]+\] › e2e\/journeys\/([\w.-]+\.spec\.ts):.*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;
  const unit = { ms: 0.001, s: 1, m: 60 };
  const colour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
  const seconds = {};
  for (const text of readFileSync(logFile, 'utf8').split('\n')) {
    const found = line.exec(text.replace(colour, ''));
    if (!found) continue;
    const [, name, value, of] = found;
    seconds[name] = Math.round(((seconds[name] ?? 0) + Number(value) * unit[of]) * 10) / 10;
  }
  const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(secondsFile, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${Object.keys(sorted).length} journeys recorded in ${secondsFile}`);
}

function shard([groups, group]) {
  if (!Number.isInteger(groups) || !Number.isInteger(group) || groups < 1 || group < 1 || group > groups) usage();
  const recorded = JSON.parse(readFileSync(secondsFile, 'utf8'));
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => ({ name, bytes: statSync(path.join(dir, name)).size, seconds: recorded[name] }));
  const perByte = median(files.filter((f) => f.seconds !== undefined).map((f) => f.seconds / f.bytes)) ?? 0;
  const journeys = files
    .map((f) => ({ name: f.name, seconds: f.seconds ?? f.bytes * perByte }))
    // Longest first; equal lengths by name, so every run splits the same way.
    .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name));

  const totals = Array.from({ length: groups }, () => 0);
  const members = Array.from({ length: groups }, () => []);
  for (const journey of journeys) {
    const shortest = totals.indexOf(Math.min(...totals));
    totals[shortest] += journey.seconds;
    members[shortest].push(journey.name);
  }
  for (const name of members[group - 1].sort()) console.log(`journeys/${name}`);
}

function median(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function usage() {
  console.error('usage: node scripts/journey-shards.mjs <groups> <group, from 1>');
  console.error('       node scripts/journey-shards.mjs record <output of a run of every journey>');
  process.exit(2);
}
