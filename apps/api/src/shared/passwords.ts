import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum: m=19 MiB, t=2, p=1 (~10 ms here). `Algorithm` is a const
// enum that isolatedModules cannot read, hence its value (Argon2id = 2).
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A PHC-format argon2id hash of the password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches the stored hash. Without a hash (unknown phone) it still spends
 * one verification, so response times do not tell which phones have accounts.
 */
export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('timing-equaliser-not-a-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
