// Makes locales/en.json the only place English lives (issue 20). Rewrites every message descriptor under src/:
//   key: { id: 'a.b', defaultMessage: '…', description: '…' }  inside defineMessages(...)  ->  key: 'a.b'
//   { id: 'a.b', defaultMessage: '…', description: '…' }       anywhere else               ->  { id: 'a.b' }
// and moves the descriptions (translator context) into locales/descriptions.json (id -> description, sorted, merged
// with what is there; the code's wins). English text: locales/en.json wins where it differs (printed); an id en.json
// lacks gets the code's text, so no words are lost. Idempotent: a converted tree is left as it is.
// Usage: node scripts/codemods/messageIds.mjs [folder, default src]
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { defineMessagesRanges, descriptorAt, sourceFiles } from '../messages.mjs';

const KEY_BEFORE = /(?:^|[{,\s])(?:\w+|(['"])[\w.-]+\1)\s*:\s*$/;
const quoted = (id) => `'${id.replace(/[\\']/g, '\\$&')}'`;

/** One file's code with its descriptors rewritten, and the descriptors it held. */
export function convert(code) {
  const ranges = defineMessagesRanges(code);
  const inCall = (at) => ranges.some(([start, end]) => at >= start && at < end);
  const found = [];
  const edits = [];
  for (let at = code.indexOf('{'); at >= 0; at = code.indexOf('{', at + 1)) {
    const descriptor = descriptorAt(code, at);
    if (!descriptor) continue;
    const { id, ...texts } = descriptor.props;
    if (inCall(at) && KEY_BEFORE.test(code.slice(Math.max(0, at - 200), at))) {
      edits.push([at, descriptor.end, quoted(id)]);
    } else if ('defaultMessage' in texts) {
      edits.push([at, descriptor.end, `{ id: ${quoted(id)} }`]);
    } else continue;
    found.push({ id, ...texts });
    at = descriptor.end - 1;
  }
  let out = code;
  for (const [start, end, text] of edits.reverse()) out = out.slice(0, start) + text + out.slice(end);
  return { code: out, descriptors: found };
}

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {});
const byKey = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const writeJson = (path, object) => writeFileSync(path, `${JSON.stringify(object, null, 2)}\n`);

export function run(root = 'src', locales = 'locales') {
  const en = readJson(`${locales}/en.json`);
  const descriptions = readJson(`${locales}/descriptions.json`);
  const report = { files: 0, descriptors: 0, differences: [], added: [] };
  for (const file of sourceFiles(root)) {
    const code = readFileSync(file, 'utf8');
    const converted = convert(code);
    if (converted.code === code) continue;
    writeFileSync(file, converted.code);
    report.files += 1;
    for (const { id, defaultMessage, description } of converted.descriptors) {
      report.descriptors += 1;
      if (description !== undefined) descriptions[id] = description;
      if (defaultMessage === undefined) continue;
      if (!(id in en)) {
        en[id] = defaultMessage;
        report.added.push(id);
      } else if (en[id] !== defaultMessage) report.differences.push({ id, file, code: defaultMessage, en: en[id] });
    }
  }
  const sortedDescriptions = byKey(descriptions);
  if (JSON.stringify(sortedDescriptions) !== JSON.stringify(readJson(`${locales}/descriptions.json`))
    || !existsSync(`${locales}/descriptions.json`)) writeJson(`${locales}/descriptions.json`, sortedDescriptions);
  if (report.added.length) writeJson(`${locales}/en.json`, en);
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = run(process.argv[2] ?? 'src');
  console.log(`${report.descriptors} descriptors rewritten in ${report.files} files`);
  for (const { id, file, code, en } of report.differences) {
    console.log(`differs (en.json kept): ${id} in ${file}\n  code:    ${JSON.stringify(code)}\n  en.json: ${JSON.stringify(en)}`);
  }
  if (report.added.length) {
    console.log(`added to locales/en.json (translate them in es.json): ${report.added.join(', ')}`);
  }
}
