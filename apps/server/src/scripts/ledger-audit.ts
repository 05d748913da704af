import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database-setup.ts';
import { auditLedger } from '../modules/wallet/index.ts';

/** `npm run ledger:audit`: checks the books; exits 1 on any violation. */
const config = loadConfig();
const opened = await openDatabase(config, (message) => process.stderr.write(`${message}\n`));
try {
  const violations = await auditLedger(opened.database.pool);
  const { rows } = await opened.database.pool.query<{ transfers: string; accounts: string }>(
    'SELECT (SELECT count(*) FROM ledger_transfers) AS transfers, (SELECT count(*) FROM ledger_accounts) AS accounts',
  );
  if (violations.length === 0) {
    process.stdout.write(
      `ledger audit: OK (${rows[0]?.transfers} transfers, ${rows[0]?.accounts} accounts)\n`,
    );
  } else {
    for (const v of violations) process.stdout.write(`VIOLATION ${v.check}: ${v.detail}\n`);
    process.stdout.write(`ledger audit: ${violations.length} violation(s)\n`);
    process.exitCode = 1;
  }
} finally {
  await opened.close();
}
