import { parseArgs } from 'node:util';
import { email as emailSchema, OPERATOR_ROLES, type OperatorRole } from '@casino/shared';
import { loadConfig } from '../config.ts';
import { type OpenDatabase, openDatabase } from '../db/database-setup.ts';
import { passwordWeakness } from '../modules/auth/index.ts';
import { OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN, upsertOperator } from '../modules/backoffice/index.ts';

/**
 * `npm run operator -- create --email E --password P [--role R]`: creates a back-office operator, or sets a
 * new password (and the role, when given) on an existing one (its open sessions end). Exit codes: 0 done, 1 failed, 2 bad arguments.
 * The only way operators come to be under DATABASE_URL: the server itself never creates one there.
 */

const USAGE = `usage: npm run operator -- create --email <email> --password <password> [--role <role>]
  creates the operator, or sets a new password if the e-mail exists (open sessions are ended)
  role: ${OPERATOR_ROLES.join(', ')} (new operators: admin)
  password: ${OPERATOR_PASSWORD_MIN}-${OPERATOR_PASSWORD_MAX} characters, not easy to guess`;

function fail(message: string, code: number): never {
  process.stderr.write(`operator: ${message}\n${code === 2 ? `${USAGE}\n` : ''}`);
  process.exit(code);
}

function parseOrFail(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    fail((error as Error).message, 2);
  }
}

function parse(argv: string[]): { email: string; password: string; role: OperatorRole | undefined } {
  const parsed = parseOrFail(argv);
  const [command, ...extra] = parsed.positionals;
  if (command !== 'create') fail(command ? `unknown command '${command}'` : 'missing command', 2);
  if (extra.length > 0) fail(`unexpected argument '${extra[0]}'`, 2);
  const { email, password, role } = parsed.values;
  if (role !== undefined && !(OPERATOR_ROLES as readonly string[]).includes(role))
    fail(`unknown role '${role}'`, 2);
  if (email === undefined) fail('--email is required', 2);
  if (password === undefined) fail('--password is required', 2);
  const checked = emailSchema().safeParse(email);
  if (!checked.success) fail(`'${email}' is not a valid e-mail address`, 2);
  if (password.length < OPERATOR_PASSWORD_MIN) {
    fail(`the password must be at least ${OPERATOR_PASSWORD_MIN} characters`, 2);
  }
  if (password.length > OPERATOR_PASSWORD_MAX) {
    fail(`the password must be at most ${OPERATOR_PASSWORD_MAX} characters`, 2);
  }
  return { email: checked.data, password, role: role as OperatorRole | undefined };
}

const input = parse(process.argv.slice(2));
// Staff passwords open the back office: the same strength check as players', with the e-mail as a guess.
if (await passwordWeakness(input.password, [input.email])) {
  fail('the password is too easy to guess: use a few unrelated words or a generated one', 2);
}
let opened: OpenDatabase;
try {
  opened = await openDatabase(loadConfig(), (message) => process.stderr.write(`${message}\n`));
} catch (error) {
  fail(`cannot open the database: ${(error as Error).message}`, 1);
}
try {
  const result = await upsertOperator(opened.database.db, input.email, input.password, input.role);
  process.stdout.write(
    result.created
      ? `operator created: ${result.email} (id ${result.id})\n`
      : `operator updated: ${result.email} (id ${result.id}); new password set, open sessions ended\n`,
  );
} catch (error) {
  process.stderr.write(`operator: failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await opened.close();
}
