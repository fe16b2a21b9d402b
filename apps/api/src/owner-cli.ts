// `npm run owner:create -- --phone +91XXXXXXXXXX --name "Full Name" --password "…"`: applies migrations,
// then creates the shop's owner (or makes an existing member of staff the owner, with this password).
// The first owner of a real shop comes from here; everyone else is invited from /admin.
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { databaseOptionsFrom } from './db/database-options';
import { systemClock } from './shared/clock';
import { createOwnerAccount, ownerInputProblem } from './modules/staff';

const USAGE = 'Usage: npm run owner:create -- --phone +91XXXXXXXXXX --name "Full Name" --password "a strong password"';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args: { phone?: string | undefined; name?: string | undefined; password?: string | undefined };
try {
  args = parseArgs({
    options: { phone: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
    allowPositionals: false,
  }).values;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
const input = { phone: args.phone, fullName: args.name, password: args.password };
const problem = ownerInputProblem(input);
if (problem) fail(`${problem}\n${USAGE}`);

const config = loadConfig();
const database = await openDatabase(databaseOptionsFrom(config)).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  fail(`owner:create cannot open the database while the server runs on it. ${error.message}`);
});
try {
  await database.migrate();
  const done = await createOwnerAccount(database.db, systemClock, {
    phone: input.phone ?? '',
    fullName: input.fullName ?? '',
    password: input.password ?? '',
  });
  const where = database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
  console.log(
    done.kind === 'created'
      ? `Created the owner ${done.fullName} (${done.phone}) in ${where}. ` +
          'Sign in at /admin with this phone and password; a code is then sent to the phone.'
      : `${done.phone} was already on the staff (role ${done.previousRole}): now an owner named ${done.fullName} ` +
          `with the new password, in ${where}. Sessions ended: ${done.sessionsEnded}.`,
  );
} finally {
  await database.close();
}
