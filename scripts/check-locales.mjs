// Fails when locales/en.json and es.json do not carry the same keys, or when a message id in the code is missing.
import { readFileSync, writeFileSync } from 'node:fs';
import { sourceMessages } from './messages.mjs';

const read = (locale) => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8'));
const en = read('en');
const es = read('es');
const source = sourceMessages();

if (process.argv.includes('--write-en')) {
  const sorted = Object.fromEntries(Object.entries({ ...en, ...source }).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync('locales/en.json', `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`locales/en.json: ${Object.keys(sorted).length} messages`);
  process.exit(0);
}

const problems = [];
const missing = (from, to, name) => Object.keys(from).filter((k) => !(k in to)).forEach((k) => problems.push(`${name} lacks ${k}`));
missing(en, es, 'es.json');
missing(es, en, 'en.json');
missing(source, en, 'en.json');
for (const [id, text] of Object.entries(es)) if (!String(text).trim()) problems.push(`es.json has an empty ${id}`);

if (problems.length) {
  console.error(`Locale check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Locales agree: ${Object.keys(en).length} messages in en.json and es.json`);
