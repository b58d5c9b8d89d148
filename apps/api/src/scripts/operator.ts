import { InviteStaffSchema } from '@benefit-store/domain';
import { linkOrigin, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { inviteAccount } from '../modules/access/account-lifecycle.service.js';
import { AppError } from '../modules/shared/app-error.js';
import { FieldCipher, loadDataKeys } from '../modules/shared/field-encryption.js';

const USAGE = 'usage: npm run operator -- create <email> [--name "Full Name"]\n';

/**
 * Creates an operator account from the command line (issue 23): how the first operator of a new store is made. The
 * account has no usable password; the command prints a one-time set-password link (72 hours; also mailed through the
 * outbox, sent by a running server), where the operator chooses a password and sets up the second factor. Uses the
 * server's database settings (DATABASE_URL, else the PGlite data under DATA_DIR) and its link origin (PUBLIC_URL).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const [command, email] = args;
  const nameAt = args.indexOf('--name');
  const name = nameAt > 0 ? args[nameAt + 1] : undefined;
  if (command !== 'create' || !email || email.startsWith('--') || (nameAt > 0 && !name)) {
    process.stderr.write(USAGE);
    process.exitCode = 2;
    return;
  }
  const parsed = InviteStaffSchema.safeParse({ email, display_name: name ?? email.split('@')[0], role: 'operator' });
  if (!parsed.success) {
    process.stderr.write(`${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}\n`);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  if (config.database.kind === 'pglite') {
    process.stderr.write(`The embedded database (${config.database.dataDir}) is opened by one process at a time: run this with the store stopped.\n`);
  }
  const database = await openDatabase(config.database);
  try {
    const cipher = new FieldCipher(loadDataKeys(process.env, config.dataDir ?? null));
    const { account, link } = await inviteAccount({ db: database.db, now: new Date(), cipher, ip: null, origin: linkOrigin(config) }, null, parsed.data);
    process.stdout.write(`Operator ${account.email} created. Its one-time link to set a password (72 hours):\n${link}\n`);
  } catch (error) {
    if (error instanceof AppError) {
      process.stderr.write(`${[error.message, ...error.fields.map((f) => `${f.target_element}: ${f.error_message}`)].join('\n')}\n`);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    await database.close();
  }
}

await main();
