// Reads every defineMessages descriptor ({ id, defaultMessage }) under src/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const DESCRIPTOR = /id:\s*(['"])([\w.-]+)\1,\s*defaultMessage:\s*(['"])((?:\\.|(?!\3).)*)\3/g;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === '__generated__' || name === 'node_modules') return [];
    return statSync(path).isDirectory() ? walk(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

export function sourceMessages(root = 'src') {
  const messages = {};
  for (const file of walk(root)) {
    for (const match of readFileSync(file, 'utf8').matchAll(DESCRIPTOR)) {
      messages[match[2]] = match[4].replace(/\\(['"])/g, '$1');
    }
  }
  return messages;
}
