// `npm start`: builds the web app when its sources are newer than its build (`--no-build` skips that), compiles the
// server when it is missing or older than its sources (scripts/buildServer.mjs, always: it takes a second or two),
// then runs the compiled server (API + web app).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { SERVER_MAIN, buildServerIfStale, newest } from './buildServer.mjs';

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const sources = Math.max(...['src', 'locales', 'index.html', 'vite.config.ts', 'package-lock.json'].map(newest));
if (!process.argv.includes('--no-build') && sources > built) {
  console.log('Building the web app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await buildServerIfStale();

const server = spawn(process.execPath, [SERVER_MAIN], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
