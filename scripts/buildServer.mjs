// Compiles the server to JavaScript in build/: every module server/src/main.ts reaches (rules/ included) becomes one
// .js file at the same path under build/, so relative imports and `new URL('…', import.meta.url)` resolve as in the
// sources; the files the code reads that way (schema.graphql, migrations, persisted operations, the password list)
// are copied to their place beside it. Packages stay imports of node_modules.
//   node scripts/buildServer.mjs           build when missing or stale
//   node scripts/buildServer.mjs --force   build anyway
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'build');
const ENTRY = 'server/src/main.ts';
/** The compiled server. */
export const SERVER_MAIN = join(OUT, 'server/src/main.js');
/** What the build was made from (sources, copied files, this script, the lock file), for the staleness check. */
const MANIFEST = 'build/inputs.json';
const FILE_URL = /new URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;
const TOOLING = ['scripts/buildServer.mjs', 'package-lock.json'];

/** Builds unless build/ is newer than everything it was made from; several processes may call it at once. */
export async function buildServerIfStale({ force = false, log = console.log } = {}) {
  if (!force && !isStale()) return false;
  return withLock(async () => {
    if (!force && !isStale()) return false;
    log('Building the server…');
    await buildServer();
    return true;
  });
}

function isStale() {
  if (!existsSync(join(ROOT, MANIFEST))) return true;
  const builtAt = statSync(join(ROOT, MANIFEST)).mtimeMs;
  const { inputs } = JSON.parse(readFileSync(join(ROOT, MANIFEST), 'utf8'));
  return inputs.some((path) => !existsSync(join(ROOT, path)) || newest(join(ROOT, path)) > builtAt);
}

/** The latest modification time of a file or of anything in a folder (0 when absent). */
export function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

async function buildServer() {
  const modules = await reachableModules();
  const staging = join(ROOT, `.build-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: modules,
    outbase: '.',
    outdir: staging,
    bundle: true,
    packages: 'external',
    plugins: [eachModuleItsOwnFile],
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  const files = filesReadBesideCode(modules);
  for (const path of files) cpSync(join(ROOT, path), join(staging, path), { recursive: true });
  writeFileSync(join(staging, 'inputs.json'), `${JSON.stringify({ inputs: [...modules, ...files, ...TOOLING] }, null, 2)}\n`);
  const previous = join(ROOT, `.build-old-${process.pid}`);
  if (existsSync(OUT)) renameSync(OUT, previous);
  renameSync(staging, OUT);
  rmSync(previous, { recursive: true, force: true });
}

/** The project's own modules the entry reaches (esbuild follows the imports; packages are not followed). */
async function reachableModules() {
  const { metafile } = await build({
    absWorkingDir: ROOT, entryPoints: [ENTRY], bundle: true, packages: 'external', platform: 'node', format: 'esm',
    write: false, metafile: true, logLevel: 'error',
  });
  return Object.keys(metafile.inputs).filter((path) => /\.tsx?$/.test(path)).sort();
}

/** A relative import of a module stays an import of its compiled file, so each module is compiled alone. */
const eachModuleItsOwnFile = {
  name: 'each-module-its-own-file',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (!/\.tsx?$/.test(args.path)) {
        return { errors: [{ text: `import "${args.path}" in ${relative(ROOT, args.importer)}: the build compiles relative imports of .ts modules only` }] };
      }
      return { path: args.path.replace(/\.tsx?$/, '.js'), external: true };
    });
  },
};

/** Files (or folders) the modules read through `new URL('…', import.meta.url)`, relative to the repository. */
function filesReadBesideCode(modules) {
  const found = new Set();
  for (const module of modules) {
    for (const [, , target] of readFileSync(join(ROOT, module), 'utf8').matchAll(FILE_URL)) {
      const path = relative(ROOT, resolve(ROOT, dirname(module), target));
      if (!existsSync(join(ROOT, path))) throw new Error(`${module} reads ${target}, which does not exist`);
      found.add(path);
    }
  }
  return [...found].sort();
}

/** One builder at a time (the browser tests start two servers together); a lock older than a minute was abandoned. */
async function withLock(work) {
  const lock = join(ROOT, '.build-lock');
  for (let waited = 0; ; waited += 100) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 60_000) rmSync(lock, { recursive: true, force: true });
      else if (waited > 120_000) throw new Error(`${lock} is held by another build`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const built = await buildServerIfStale({ force: process.argv.includes('--force') });
  if (!built) console.log('The server build is up to date.');
}
