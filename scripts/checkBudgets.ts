// `npm run check:budgets` (part of `npm test`, after the build): the JavaScript and CSS each page downloads before it
// shows, gzipped, against issue 18's budgets (scripts/budgets.ts). Pages still over budget are listed in
// scripts/budgets.baseline.json and may not grow; any other page over budget fails the check, naming its largest files.
// `--update-baseline` lowers the recorded sizes to today's and drops pages now within budget (it never raises one).
import { readFileSync, writeFileSync } from 'node:fs';
import { BUDGETS, judge, measureBudgets, readAreaRoutes, type Baseline } from './budgets.ts';

const BASELINE = 'scripts/budgets.baseline.json';
const report = measureBudgets('dist', readAreaRoutes());
const baseline = JSON.parse(readFileSync(BASELINE, 'utf8')) as Baseline;
const verdict = judge(report, baseline);
const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(6)} KB`;
console.log(`sign-in page            ${kb(report.signIn.bytes)}  (budget ${kb(BUDGETS.signIn)}), ${report.signIn.files.length} files (budget ${BUDGETS.signInFiles})`);
console.log(`signed-in shell adds    ${kb(report.shell.bytes)}`);
const worstFirst = report.routes.reduce((a, b) => (b.firstLoad > a.firstLoad ? b : a));
const worstLater = report.routes.reduce((a, b) => (b.later > a.later ? b : a));
console.log(`largest first load      ${kb(worstFirst.firstLoad)}  ${worstFirst.path}  (budget ${kb(BUDGETS.firstSignedIn)})`);
const mostFiles = report.routes.reduce((a, b) => (b.firstFiles > a.firstFiles ? b : a));
console.log(`most files, first load   ${String(mostFiles.firstFiles).padStart(6)}     ${mostFiles.path}  (budget ${BUDGETS.firstSignedInFiles})`);
console.log(`largest later route     ${kb(worstLater.later)}  ${worstLater.path}  (budget ${kb(BUDGETS.laterRoute)})`);
if (process.argv.includes('--verbose')) {
  for (const r of [...report.routes].sort((a, b) => b.later - a.later)) {
    console.log(`  ${kb(r.firstLoad)} first ${kb(r.later)} later  ${r.path}  ${report.largest[r.path].join(', ')}`);
  }
}
if (verdict.known.length) {
  const shown = process.argv.includes('--verbose') ? verdict.known : verdict.known.slice(0, 5);
  console.log(`\n${verdict.known.length} known over budget (${BASELINE}; may not grow)${shown.length < verdict.known.length ? ', the first few' : ''}:`
    + `\n  ${shown.join('\n  ')}`);
}
if (process.argv.includes('--update-baseline')) {
  writeFileSync(BASELINE, `${JSON.stringify(verdict.shrunk, null, 2)}\n`);
  console.log(`\n${BASELINE} updated`);
}
if (verdict.failures.length) {
  const detail = (line: string) => {
    const path = line.split(' ')[0];
    return report.largest[path] ? `${line}\n      largest: ${report.largest[path].join(', ')}` : line;
  };
  console.error(`\nOver budget:\n  ${verdict.failures.map(detail).join('\n  ')}`);
  process.exit(1);
}
console.log(`\n${report.routes.length} routes checked`);
