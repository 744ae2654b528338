import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints the plain closing line CI reads: 'e2e: N passed, N failed, N skipped, N flaky', and names each flaky
 * test (failed, then passed on its retry: playwright.config.ts retries once on CI), so a retry never hides one.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly flaky: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry < test.retries && result.status !== 'passed') return;
    if (result.status === 'passed') {
      this.passed += 1;
      if (result.retry > 0) this.flaky.push(test.titlePath().filter(Boolean).join(' › '));
    } else if (result.status === 'skipped') this.skipped += 1;
    else this.failed += 1;
  }

  onEnd(_result: FullResult): void {
    for (const title of this.flaky) console.log(`e2e flaky (passed on its retry): ${title}`);
    console.log(
      `e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped, ${this.flaky.length} flaky`,
    );
  }
}
