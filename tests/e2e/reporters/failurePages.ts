import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * CI shows only the tail of the run's output, and the page snapshots Playwright writes beside a failure
 * (error-context.md) stay on the CI machine: this prints them after the summary, so a failure there can be read.
 */
export default class FailurePagesReporter implements Reporter {
  private readonly failures: { title: string; context: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const attachment = result.attachments.find((a) => a.name === 'error-context' && a.path);
    if (!attachment?.path) return;
    this.failures.push({ title: test.titlePath().filter(Boolean).join(' › '), context: readFileSync(attachment.path, 'utf8') });
  }

  onEnd() {
    for (const { title, context } of this.failures) {
      // The list reporter has printed the error and the test's source; the page's snapshot is what it leaves out.
      const page = context.split('\n# Test source')[0].slice(-6000);
      console.log(`\n--- page at the failure of ${title} ---\n${page}\n--- end ---`);
    }
  }
}
