// The closing line of `npm test` must agree with its exit code. The reports here come from real
// vitest and Playwright runs over a throwaway folder under .tmp/ (git-ignored, outside vitest's
// include patterns, removed afterwards), with a test file that cannot even be imported.

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closingLine,
  exitCode,
  sumTallies,
  tallyPlaywright,
  tallyStep,
  tallyVitest,
  type Tally,
} from '../../../scripts/tally.mjs';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const requireHere = createRequire(import.meta.url);

/** Path of the command-line script an installed package declares as its bin `name`. */
function binOf(pkg: string, name: string): string {
  const manifestPath = requireHere.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    bin: Record<string, string>;
  };
  return join(dirname(manifestPath), manifest.bin[name] ?? name);
}

/** Runs a package's CLI in `cwd` and returns its exit status and the JSON report it wrote. */
function runReporting(
  cli: string,
  args: string[],
  cwd: string,
): { status: number; report: unknown } {
  // This test runs inside a vitest worker: its VITEST_* variables must not leak into the child.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')),
  );
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd,
    env: { ...env, CI: '', FORCE_COLOR: '0' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const report = JSON.parse(readFileSync(join(cwd, 'report.json'), 'utf8')) as unknown;
  return { status: result.status ?? 1, report };
}

// A file whose import fails: the runner cannot load it, so it contributes no test at all.
const BROKEN_FILE = `import { missing } from './does-not-exist.mjs';\nmissing();\n`;

let workDir = '';
beforeAll(() => {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  workDir = mkdtempSync(join(ROOT, '.tmp', 'tally-'));
});
afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('a real vitest report with a file that fails to import', () => {
  let run: { status: number; report: unknown };
  beforeAll(() => {
    const dir = join(workDir, 'vitest');
    mkdirSync(dir);
    writeFileSync(
      join(dir, 'vitest.config.mjs'),
      `export default { test: { include: ['*.test.mjs'] } };\n`,
    );
    writeFileSync(
      join(dir, 'fine.test.mjs'),
      [
        `import { expect, it } from 'vitest';`,
        `it('passes', () => expect(1).toBe(1));`,
        `it.skip('is skipped', () => {});`,
        `it.todo('is still to write');`,
        '',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'broken.test.mjs'), BROKEN_FILE);
    run = runReporting(
      binOf('vitest', 'vitest'),
      ['run', '--reporter=json', '--outputFile=report.json'],
      dir,
    );
  });

  it("is missing from vitest's own failed-test total, yet the run fails", () => {
    expect(run.status).not.toBe(0);
    expect(run.report).toMatchObject({ numFailedTests: 0, numFailedTestSuites: 1 });
  });

  it('counts as one failure in the tally, and the exit code follows', () => {
    const tally = tallyVitest(run.report as Parameters<typeof tallyVitest>[0]);
    expect(tally).toEqual({ passed: 1, failed: 1, skipped: 2 });
    expect(closingLine(tally)).toBe('1 passed, 1 failed, 2 skipped');
    expect(exitCode(tally)).toBe(1);
  });
});

describe('a real Playwright report with a spec that fails to load', () => {
  let run: { status: number; report: unknown };
  beforeAll(() => {
    const dir = join(workDir, 'playwright');
    mkdirSync(dir);
    // outputDir set: Playwright's default is test-results beside the nearest package.json, the
    // repository's, which it empties at start, taking the reports of an `npm test` in progress.
    writeFileSync(
      join(dir, 'playwright.config.mjs'),
      `export default { testDir: '.', outputDir: 'test-results', reporter: [['json', { outputFile: 'report.json' }]] };\n`,
    );
    writeFileSync(
      join(dir, 'fine.spec.mjs'),
      `import { expect, test } from '@playwright/test';\ntest('passes', () => expect(1).toBe(1));\n`,
    );
    writeFileSync(join(dir, 'broken.spec.mjs'), BROKEN_FILE);
    run = runReporting(
      binOf('@playwright/test', 'playwright'),
      ['test', '-c', 'playwright.config.mjs'],
      dir,
    );
  });

  it('runs nothing, so the stats alone would print 0 failed for a failing run', () => {
    expect(run.status).not.toBe(0);
    expect(run.report).toMatchObject({ stats: { expected: 0, unexpected: 0 } });
  });

  it('counts the top-level load error as a failure', () => {
    const tally = tallyPlaywright(run.report as Parameters<typeof tallyPlaywright>[0]);
    expect(tally).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(exitCode(tally)).toBe(1);
  });
});

describe('tallyPlaywright on a hand-made report', () => {
  it('adds top-level errors (a crashed worker) to unexpected results, flaky counts as passed', () => {
    const report = {
      stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 2 },
      errors: [
        { message: 'Error: worker process exited unexpectedly (code=null, signal=SIGSEGV)' },
      ],
    };
    expect(tallyPlaywright(report)).toEqual({ passed: 4, failed: 2, skipped: 2 });
  });

  it('counts a clean report as clean', () => {
    const report = { stats: { expected: 5, unexpected: 0, flaky: 0, skipped: 1 }, errors: [] };
    expect(tallyPlaywright(report)).toEqual({ passed: 5, failed: 0, skipped: 1 });
  });
});

describe('tallyStep', () => {
  const tallyReport = (report: Tally) => report;
  const clean: Tally = { passed: 7, failed: 0, skipped: 1 };

  it('counts a failed step without a report (typecheck, lint, build) as one failure', () => {
    expect(tallyStep({ status: 2, expectsReport: false, report: undefined, tallyReport })).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
    });
  });

  it('counts a runner that left no report as a failure, whatever its exit status', () => {
    for (const status of [0, 1]) {
      expect(
        tallyStep({ status, expectsReport: true, report: undefined, tallyReport }).failed,
      ).toBe(1);
    }
  });

  it('counts a failed step whose report shows no failure as one failure', () => {
    expect(tallyStep({ status: 1, expectsReport: true, report: clean, tallyReport })).toEqual({
      ...clean,
      failed: 1,
    });
  });

  it("keeps the report's own count when it already shows failures, and a clean step clean", () => {
    const failing: Tally = { passed: 4, failed: 3, skipped: 0 };
    expect(tallyStep({ status: 1, expectsReport: true, report: failing, tallyReport })).toEqual(
      failing,
    );
    expect(tallyStep({ status: 0, expectsReport: true, report: clean, tallyReport })).toEqual(
      clean,
    );
  });
});

describe('the closing line and the exit code', () => {
  it('agree for every mix of steps: exit 0 exactly when the line says 0 failed', () => {
    const tallyReport = (report: Tally) => report;
    const steps = [
      tallyStep({ status: 0, expectsReport: false, report: undefined, tallyReport }),
      tallyStep({
        status: 0,
        expectsReport: true,
        report: { passed: 2, failed: 0, skipped: 1 },
        tallyReport,
      }),
      tallyStep({ status: 1, expectsReport: true, report: undefined, tallyReport }),
    ];
    for (let count = 0; count <= steps.length; count += 1) {
      const tally = sumTallies(steps.slice(0, count));
      expect(exitCode(tally) === 0).toBe(closingLine(tally).includes(' 0 failed'));
    }
    expect(closingLine(sumTallies(steps))).toBe('2 passed, 1 failed, 1 skipped');
    expect(exitCode(sumTallies(steps))).toBe(1);
    expect(exitCode(sumTallies(steps.slice(0, 2)))).toBe(0);
  });
});
