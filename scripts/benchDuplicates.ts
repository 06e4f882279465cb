// Part of `npm run bench` (issue 20): the pairs of places in src/features (and, beside it, server/src) that repeat six
// or more lines, counted by the workplace's `duplicates` tool (/work/.library; goal <= 150 in src/features). A figure
// only: where the tool is not on the machine this says so and goes on.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const GOAL = 150;

/** The pairs the tool counts below `dir`, or null when it cannot run here. */
export function countDuplicatePairs(dir: string): number | null {
  const run = spawnSync('duplicates', ['--seconds', '150', '--most', '1'], { cwd: dir, encoding: 'utf8', timeout: 200_000 });
  if (run.error || run.status !== 0) return null;
  if (/^no duplicates/m.test(run.stdout)) return 0;
  const pairs = /^(\d+) pairs of places/m.exec(run.stdout);
  return pairs ? Number(pairs[1]) : null;
}

export function benchDuplicates() {
  const features = countDuplicatePairs('src/features');
  if (features === null) {
    console.log('repeated code: the duplicates tool is not on this machine; skipped');
    return;
  }
  console.log(`repeated code, pairs of places sharing 6+ lines: src/features ${features} (goal <= ${GOAL}: ${features <= GOAL ? 'met' : 'NOT met'}), server/src ${countDuplicatePairs('server/src') ?? '?'}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) benchDuplicates();
