// Key file upkeep (server/src/auth/secrets.ts):
//   node --import tsx scripts/keys.ts rotate [--purposes jwt,csrf,mfa]   a new key signs from now on
//   node --import tsx scripts/keys.ts reencrypt                          TOTP secrets under the newest mfa key (DATABASE_URL/DATA_DIR)
//   node --import tsx scripts/keys.ts retire <key id> [--purposes ...]   remove a key
// The file is KEYS_FILE, else keys.json in DATA_DIR (./data); running servers pick the change up within a second.
import { join, resolve } from 'node:path';
import { mfaKeys, reencryptMfaSecrets } from '../server/src/auth/mfaCrypto.ts';
import { fileKeys, KEY_PURPOSES, retireKey, rotateKeyFile, type KeyPurpose } from '../server/src/auth/secrets.ts';
import { openDatabase } from '../server/src/db/database.ts';

const args = process.argv.slice(2);
const file = process.env.KEYS_FILE || join(resolve(process.env.DATA_DIR ?? './data'), 'keys.json');
const at = args.indexOf('--purposes');
const purposes = (at >= 0 ? args[at + 1].split(',') : [...KEY_PURPOSES]) as KeyPurpose[];
if (purposes.some((p) => !KEY_PURPOSES.includes(p))) throw new Error(`--purposes: a list of ${KEY_PURPOSES.join(', ')}`);

if (args[0] === 'rotate') {
  console.log(`${file}: key ${rotateKeyFile(file, purposes)} now signs ${purposes.join(', ')}; older keys still verify.`);
} else if (args[0] === 'reencrypt') {
  // PGlite allows one process: stop the server first when it runs on the embedded database.
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: resolve(process.env.DATA_DIR ?? './data') });
  try {
    console.log(`${await reencryptMfaSecrets(db, mfaKeys(fileKeys(file)))} authenticator secrets re-encrypted under the newest mfa key.`);
  } finally {
    await db.close();
  }
} else if (args[0] === 'retire' && args[1] && !args[1].startsWith('--')) {
  retireKey(file, args[1], purposes);
  console.log(`${file}: key ${args[1]} removed from ${purposes.join(', ')}; what it signed or encrypted no longer opens.`);
} else {
  console.error('usage: scripts/keys.ts rotate | reencrypt | retire <key id>  [--purposes jwt,csrf,mfa]');
  process.exit(2);
}
