// @ts-check
// The closing tally of `npm test`, pure so it can be tested on real reports. The runners' own
// totals count tests only: a test file that fails to load, a crashed worker or a step with no
// report would be missing from them, and the closing line would disagree with the exit code.

/** @typedef {{ passed: number; failed: number; skipped: number }} Tally */

/**
 * @typedef {{
 *   numPassedTests?: number;
 *   numFailedTests?: number;
 *   numPendingTests?: number;
 *   numTodoTests?: number;
 *   testResults?: { status?: string; assertionResults?: { status?: string }[] }[];
 * }} VitestReport
 */

/**
 * @typedef {{
 *   stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
 *   errors?: unknown[];
 * }} PlaywrightReport
 */

/** A tally with nothing counted. */
export const EMPTY_TALLY = Object.freeze({ passed: 0, failed: 0, skipped: 0 });

/**
 * Counts a vitest JSON report: each failed test, plus one failure for each failed file that has
 * no failed test in it (it failed to import, or a hook threw before any test ran).
 * @param {VitestReport} report
 * @returns {Tally}
 */
export function tallyVitest(report) {
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    // A todo test did not run either; vitest lists it apart from skipped ones.
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * Counts a Playwright JSON report: unexpected results, plus one failure for each top-level error
 * (a spec file that failed to load, a crashed worker, a failed global setup or web server).
 * @param {PlaywrightReport} report
 * @returns {Tally}
 */
export function tallyPlaywright(report) {
  const stats = report.stats ?? {};
  return {
    // Flaky tests failed first and then passed on a retry: they count as passed, like Playwright.
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors ?? []).length,
    skipped: stats.skipped ?? 0,
  };
}

/**
 * Counts one step: its report's tally when it wrote one, and at least one failure when the step
 * exited non-zero or a step that should write a report left none (a runner crashed first).
 * @template R
 * @param {{ status: number; expectsReport: boolean; report: R | undefined; tallyReport: (report: R) => Tally }} step
 * @returns {Tally}
 */
export function tallyStep({ status, expectsReport, report, tallyReport }) {
  const counted = report === undefined ? EMPTY_TALLY : tallyReport(report);
  const broken = status !== 0 || (expectsReport && report === undefined);
  return { ...counted, failed: broken ? Math.max(1, counted.failed) : counted.failed };
}

/**
 * Adds tallies up.
 * @param {readonly Tally[]} tallies
 * @returns {Tally}
 */
export function sumTallies(tallies) {
  return tallies.reduce(
    (sum, tally) => ({
      passed: sum.passed + tally.passed,
      failed: sum.failed + tally.failed,
      skipped: sum.skipped + tally.skipped,
    }),
    EMPTY_TALLY,
  );
}

/**
 * The closing line of `npm test`.
 * @param {Tally} tally
 * @returns {string}
 */
export function closingLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

/**
 * The exit code that agrees with the closing line: 0 exactly when nothing failed.
 * @param {Tally} tally
 * @returns {0 | 1}
 */
export function exitCode(tally) {
  return tally.failed === 0 ? 0 : 1;
}
