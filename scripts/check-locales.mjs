// Fails when locales/en.json and es.json do not carry the same keys, when a message id in the code is missing, or when
// locales/descriptions.json (translator notes) describes an id en.json lacks.
import { existsSync, readFileSync } from 'node:fs';
import { sourceIds } from './messages.mjs';

const read = (name) => (existsSync(`locales/${name}.json`) ? JSON.parse(readFileSync(`locales/${name}.json`, 'utf8')) : {});
const en = read('en');
const es = read('es');
const descriptions = read('descriptions');

const problems = [];
const missing = (from, to, name) => from.filter((k) => !(k in to)).forEach((k) => problems.push(`${name} lacks ${k}`));
missing(Object.keys(en), es, 'es.json');
missing(Object.keys(es), en, 'en.json');
missing([...sourceIds()], en, 'en.json');
missing(Object.keys(descriptions), en, 'en.json (described in descriptions.json)');
for (const [id, text] of Object.entries(es)) if (!String(text).trim()) problems.push(`es.json has an empty ${id}`);

if (problems.length) {
  console.error(`Locale check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Locales agree: ${Object.keys(en).length} messages in en.json and es.json`);
