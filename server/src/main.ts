import { appendFileSync, mkdirSync } from 'node:fs';
import { readConfig } from './config.ts';
import { ROLE_CODES } from './auth/permissionCatalog.ts';
import { DEMO_PASSWORD, demoEmail } from './db/demoData.ts';
import { createServer } from './server.ts';

const started = performance.now();
const config = readConfig();
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });

const { app } = await createServer({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  staticDir: config.staticDir,
  development: !config.production,
  deliverLink: (kind, email, link) => {
    const url = `http://localhost:${config.port}${link.replace('/auth/', '/en/auth/')}`;
    console.log(`[mail] ${kind} link for ${email}: ${url}`);
    // End-to-end tests read the links a person would get by mail from this file.
    if (process.env.MAIL_OUTBOX_FILE) appendFileSync(process.env.MAIL_OUTBOX_FILE, `${email}\t${url}\n`);
  },
});

await app.listen({ port: config.port, host: '0.0.0.0' });
const url = `http://localhost:${config.port}`;
console.log(`
Tourdesk is running at ${url}  (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}, ready in ${Math.round(performance.now() - started)} ms)

Demo logins (password ${DEMO_PASSWORD}):
${ROLE_CODES.map((code) => `  ${code.padEnd(10)} ${demoEmail(code)}`).join('\n')}
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
