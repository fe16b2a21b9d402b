// `npm run owner:create -- --phone +91XXXXXXXXXX --name "Full Name" --password "…"`: applies migrations,
// then creates the shop's owner (or makes an existing member of staff the owner, with this password).
// The first owner of a real shop comes from here; everyone else is invited from /admin.
// `npm run owner:remove-demo` (this command with --remove-demo): removes the demo owner a development start made,
// which a production start refuses (modules/staff/owner-account.ts).
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { databaseOptionsFrom } from './db/database-options';
import { systemClock } from './shared/clock';
import { createOwnerAccount, ownerInputProblem, removeDemoOwner, DEMO_OWNER } from './modules/staff';

const USAGE = 'Usage: npm run owner:create -- --phone +91XXXXXXXXXX --name "Full Name" --password "a strong password"';

const REMOVE_USAGE = 'Usage: npm run owner:remove-demo';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args: {
  phone?: string | undefined;
  name?: string | undefined;
  password?: string | undefined;
  'remove-demo'?: boolean | undefined;
};
try {
  args = parseArgs({
    options: {
      phone: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      'remove-demo': { type: 'boolean' },
    },
    allowPositionals: false,
  }).values;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
const removeDemo = args['remove-demo'] === true;
const input = { phone: args.phone, fullName: args.name, password: args.password };
if (removeDemo && (input.phone ?? input.fullName ?? input.password) !== undefined) {
  fail(`--remove-demo takes no other option.\n${REMOVE_USAGE}`);
}
const problem = removeDemo ? null : ownerInputProblem(input);
if (problem) fail(`${problem}\n${USAGE}`);

const config = loadConfig();
const database = await openDatabase(databaseOptionsFrom(config)).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  const command = removeDemo ? 'owner:remove-demo' : 'owner:create';
  fail(`${command} cannot open the database while the server runs on it. ${error.message}`);
});
const where = database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
try {
  await database.migrate();
  if (removeDemo) {
    const { removed } = await removeDemoOwner(database.db);
    console.log(
      removed
        ? `Removed the demo owner ${DEMO_OWNER.phone} from ${where}. A production server can start on it.`
        : `There is no demo owner in ${where}: nothing to remove.`,
    );
  } else {
    await createOwner();
  }
} finally {
  await database.close();
}

async function createOwner(): Promise<void> {
  const done = await createOwnerAccount(database.db, systemClock, {
    phone: input.phone ?? '',
    fullName: input.fullName ?? '',
    password: input.password ?? '',
  });
  console.log(
    done.kind === 'created'
      ? `Created the owner ${done.fullName} (${done.phone}) in ${where}. ` +
          'Sign in at /admin with this phone and password; a code is then sent to the phone.'
      : `${done.phone} was already on the staff (role ${done.previousRole}): now an owner named ${done.fullName} ` +
          `with the new password, in ${where}. Sessions ended: ${done.sessionsEnded}.`,
  );
}
