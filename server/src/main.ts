import { appendFileSync, mkdirSync } from 'node:fs';
import { readConfig } from './config.ts';
import { ROLE_CODES } from './auth/permissionCatalog.ts';
import { sessionPolicyFromEnv } from './auth/sessionPolicy.ts';
import { DEMO_CUSCO_ADMIN_EMAIL, DEMO_PASSWORD, demoEmail } from './db/demoData.ts';
import { DEMO_TOTP_SECRET, demoOtpauthUri, demoUsersWithMfa } from './auth/mfaDemo.ts';
import { linkUrl } from './mail/linkMail.ts';
import { createServer } from './server.ts';

const started = performance.now();
const config = readConfig();
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });

const { app, db, seeded } = await createServer({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  keys: config.keys,
  staticDir: config.staticDir,
  development: !config.production,
  sessionPolicy: sessionPolicyFromEnv(),
  persistedOperationsOnly: config.production,
  allowTestSetupDocuments: process.env.E2E_GRAPHQL_SETUP === '1',
  // A fresh demo opens on a living business day; the browser and process suites set DEMO_BUSINESS_DAY=0 (own fixtures).
  demoBusinessDay: process.env.DEMO_BUSINESS_DAY !== '0',
  smtpUrl: config.smtpUrl,
  publicUrl: `http://localhost:${config.port}`,
  // The links travel as mail (SMTP, or the outbox an administrator reads); the browser tests also read them from this file.
  deliverLink: (_kind, email, link) => {
    if (process.env.MAIL_OUTBOX_FILE) appendFileSync(process.env.MAIL_OUTBOX_FILE, `${email}\t${linkUrl(`http://localhost:${config.port}`, link)}\n`);
  },
});

// Planner statistics for the rows just loaded (autovacuum would gather them only later): without them the first
// queries plan for empty tables.
if (seeded) await db.exec('analyze');

if (process.env.E2E_GRAPHQL_SETUP === '1') {
  console.warn('[test] E2E_GRAPHQL_SETUP=1: signed-in requests marked x-test-setup may run GraphQL documents. Never set it outside browser tests.');
}
await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
console.log(`
Tourdesk is running at ${url}  (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}, ready in ${Math.round(performance.now() - started)} ms)
Keys: ${'file' in config.keys ? `${config.keys.file} (every server on this database needs the same file)` : 'TOURDESK_KEYS'}

Demo logins (password ${DEMO_PASSWORD}):
${ROLE_CODES.map((code) => `  ${code.padEnd(10)} ${demoEmail(code)}`).join('\n')}${await cuscoAdminLine()}
${await demoMfaBanner()}`);

/** The living demo's Cusco administrator, when the data has one. */
async function cuscoAdminLine() {
  const found = await db.query('select 1 from app_user where email = $1', [DEMO_CUSCO_ADMIN_EMAIL]);
  return found.length ? `\n  ${'ADMIN'.padEnd(10)} ${DEMO_CUSCO_ADMIN_EMAIL} (Tourdesk Cusco)` : '';
}

/** Demo-only: the authenticator secret the demo logins with a second factor share. */
async function demoMfaBanner() {
  const emails = await demoUsersWithMfa(db);
  if (!emails.length) return '';
  return `
Demo authenticator (${emails.join(', ')} ask for a code): add ${DEMO_TOTP_SECRET} to an authenticator app,
or open this URI on the phone: ${demoOtpauthUri()}
`;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
