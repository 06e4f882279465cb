import { join } from 'node:path';
import { buildApp, type AppOptions } from './app.ts';
import { syncPermissionCatalog } from './auth/permissionSync.ts';
import { mfaKeys } from './auth/mfaCrypto.ts';
import { enrolDemoUsers } from './auth/mfaDemo.ts';
import { memoryKeys, openKeys, type KeySource } from './auth/secrets.ts';
import { openDatabase, type Database } from './db/database.ts';
import { loadDemoData } from './db/demoData.ts';
import { migrate } from './db/migrate.ts';

/** Opens the database, migrates, loads the demo data when empty, and builds the app: what start and tests share. */
export async function createServer(options: {
  databaseUrl?: string;
  dataDir?: string;
  db?: Database;
  seed?: boolean;
  /** Seed the demo business day around today too (npm start; see loadDemoData). */
  demoBusinessDay?: boolean;
  /**
   * Where the keys come from (server/src/auth/secrets.ts): by default keys.json in the data directory, or fresh keys
   * in memory for a database without one (tests, benches: tokens end with the process).
   */
  keys?: KeySource;
} & Omit<AppOptions, 'db' | 'secrets'>) {
  const db = options.db ?? (await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir }));
  const keySource = options.keys ?? (options.dataDir ? { file: join(options.dataDir, 'keys.json') } : { keys: memoryKeys() });
  // Before migrating: keys an older version kept in the database move into the key file, then a migration drops them.
  const secrets = await openKeys(db, keySource);
  await migrate(db);
  const seeded = options.seed === false ? false : await loadDemoData(db, { businessDay: options.demoBusinessDay });
  // Operations added since the database was seeded get their permissions (and the built-in roles their grants).
  if (options.seed !== false) await syncPermissionCatalog(db);
  // Demo users who must use a second factor get the demo authenticator secret (README, start-up banner).
  if (seeded) await enrolDemoUsers(db, { keys: mfaKeys(secrets), now: Date.now });
  const app = await buildApp({ ...options, db, secrets });
  app.addHook('onClose', async () => {
    if (!options.db) await db.close();
  });
  return { app, db, seeded };
}
