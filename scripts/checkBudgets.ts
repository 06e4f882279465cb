// `npm run check:budgets` (part of `npm test`, after the build): the JavaScript and CSS each page downloads before it
// shows, gzipped, against issue 18's budgets. Fails naming the page, its size and its largest files.
import { readFileSync } from 'node:fs';
import { BUDGETS, measureBudgets } from './budgets.ts';

const report = measureBudgets('dist', readFileSync('src/app/routes.tsx', 'utf8'));
const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(6)} KB`;
console.log(`sign-in page            ${kb(report.signIn.bytes)}  (budget ${kb(BUDGETS.signIn)})`);
console.log(`signed-in shell adds    ${kb(report.shell.bytes)}`);
const worstFirst = Math.max(...report.routes.map((r) => r.firstLoad));
const worstLater = report.routes.reduce((a, b) => (b.later > a.later ? b : a));
console.log(`largest first load      ${kb(worstFirst)}  (budget ${kb(BUDGETS.firstSignedIn)})`);
console.log(`largest later route     ${kb(worstLater.later)}  ${worstLater.path}  (budget ${kb(BUDGETS.laterRoute)})`);
if (process.argv.includes('--verbose')) {
  for (const r of [...report.routes].sort((a, b) => b.later - a.later)) console.log(`  ${kb(r.later)}  ${r.path}`);
}
if (report.failures.length) {
  console.error(`\nOver budget:\n  ${report.failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`${report.routes.length} routes within budget`);
