// Reads the message ids the code writes under src/: the values of defineMessages calls (`key: 'a.b'`) and inline
// descriptors (`{ id: 'a.b' }`). Also parses descriptors still in the old form ({ id, defaultMessage, description }),
// which scripts/codemods/messageIds.mjs rewrites.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function sourceFiles(dir = 'src') {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === '__generated__' || name === 'node_modules') return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The end (exclusive) of the string or template literal opening at `start`, or -1 when it holds `${` or is unclosed. */
export function literalEnd(code, start) {
  const quote = code[start];
  for (let i = start + 1; i < code.length; i += 1) {
    if (code[i] === '\\') i += 1;
    else if (quote === '`' && code[i] === '$' && code[i + 1] === '{') return -1;
    else if (code[i] === quote) return i + 1;
    else if (code[i] === '\n' && quote !== '`') return -1;
  }
  return -1;
}

/** A literal's value: a string or template literal without substitutions evaluates to itself. */
const valueOf = (literal) => new Function(`return ${literal};`)();

/** Past whitespace and comments from `i`. */
function skipBlank(code, i) {
  for (;;) {
    while (i < code.length && /\s/.test(code[i])) i += 1;
    if (code.startsWith('//', i)) i = code.indexOf('\n', i) < 0 ? code.length : code.indexOf('\n', i);
    else if (code.startsWith('/*', i)) i = code.indexOf('*/', i) < 0 ? code.length : code.indexOf('*/', i) + 2;
    else return i;
  }
}

/** The `)` closing the `(` at `open`, skipping strings, templates and comments; -1 when unbalanced. */
function closingParen(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i += 1) {
    const c = code[i];
    if (c === '/' && (code[i + 1] === '/' || code[i + 1] === '*')) i = skipBlank(code, i) - 1;
    else if (c === '"' || c === "'" || c === '`') {
      const end = literalEnd(code, i);
      if (end < 0) return -1;
      i = end - 1;
    } else if (c === '(') depth += 1;
    else if (c === ')' && (depth -= 1) === 0) return i;
  }
  return -1;
}

/** The [start, end) ranges of the arguments of every defineMessages(...) call. */
export function defineMessagesRanges(code) {
  const ranges = [];
  for (const match of code.matchAll(/\bdefineMessages\s*\(/g)) {
    const open = match.index + match[0].length - 1;
    const close = closingParen(code, open);
    if (close > 0) ranges.push([open + 1, close]);
  }
  return ranges;
}

const DESCRIPTOR_KEYS = new Set(['id', 'defaultMessage', 'description']);

/**
 * The object literal opening at `start` when it holds only id, defaultMessage and description, each a plain literal:
 * { end, props: { id, defaultMessage?, description? } }; otherwise null.
 */
export function descriptorAt(code, start) {
  const props = {};
  let i = skipBlank(code, start + 1);
  while (code[i] !== '}') {
    const key = /^(?:(\w+)|(['"])(\w+)\2)\s*:\s*/.exec(code.slice(i, i + 40));
    const name = key && (key[1] ?? key[3]);
    if (!name || !DESCRIPTOR_KEYS.has(name) || name in props) return null;
    i += key[0].length;
    if (!`'"\``.includes(code[i])) return null;
    const end = literalEnd(code, i);
    if (end < 0) return null;
    props[name] = valueOf(code.slice(i, end));
    i = skipBlank(code, end);
    if (code[i] === ',') i = skipBlank(code, i + 1);
    else if (code[i] !== '}') return null;
  }
  return typeof props.id === 'string' ? { end: i + 1, props } : null;
}

/** The ids a file's code writes: defineMessages values and inline `id: '…'` properties. */
export function idsIn(code) {
  const ids = new Set();
  for (const [start, end] of defineMessagesRanges(code)) {
    const values = code.slice(start, end).matchAll(/(?:^|[{,\n])\s*(\w+|(['"])\w+\2)\s*:\s*(['"])([\w-]+(?:\.[\w-]+)+)\3/g);
    // Ids are dotted; an old-form descriptor's English text is not an id.
    for (const match of values) if (match[1] !== 'defaultMessage') ids.add(match[4]);
  }
  for (const match of code.matchAll(/\bid:\s*(['"])([\w-]+(?:\.[\w-]+)+)\1/g)) ids.add(match[2]);
  return ids;
}

/** Every message id written under `root`. */
export function sourceIds(root = 'src') {
  const ids = new Set();
  for (const file of sourceFiles(root)) {
    if (/[\\/]__tests__[\\/]/.test(file)) continue;
    for (const id of idsIn(readFileSync(file, 'utf8'))) ids.add(id);
  }
  return ids;
}
