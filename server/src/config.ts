import { resolve } from 'node:path';
import { keySourceFromEnv, type KeySource } from './auth/secrets.ts';

interface Config {
  port: number;
  /** Address to listen on (HOST; every interface by default). */
  host: string;
  databaseUrl?: string;
  dataDir: string;
  production: boolean;
  /** Where the built SPA lives; served only when present. */
  staticDir: string;
  /** TOURDESK_KEYS (JSON), else the key file KEYS_FILE, else keys.json in the data directory (created on first start). */
  keys: KeySource;
  /** SMTP_URL (smtp://user:pass@host:587, smtps://...): where mail goes; unset keeps mail in the outbox table. */
  smtpUrl?: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    production: env.NODE_ENV !== 'development',
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
    keys: keySourceFromEnv(env, dataDir),
    smtpUrl: env.SMTP_URL || undefined,
  };
}
