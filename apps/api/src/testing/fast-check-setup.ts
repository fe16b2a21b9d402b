import fc from 'fast-check';
import { inject } from 'vitest';
import './provided-context';

// Locally every run explores new cases; CI replays one fixed seed so a submission's result does not
// depend on luck (set FC_SEED to replay a failing local run).
const seed = inject('fastCheckSeed');
if (seed) fc.configureGlobal({ seed });
