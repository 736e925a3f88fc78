// The benchmarks import the app's TypeScript modules: each re-runs itself once under tsx.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Marks the re-run; its value is the script's URL, so a bench started from another stays apart. */
const RERUN = 'COUNTERSIGN_BENCH_UNDER_TSX';

/**
 * In the plain Node run: runs `scriptUrl` again under tsx and exits with its outcome (a crash is a
 * bug in the benchmark, not a slow figure: npm run bench lists it and fails). Under tsx: returns.
 */
export function rerunUnderTsx(scriptUrl, name) {
  if (process.env[RERUN] === scriptUrl) return;
  const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(scriptUrl)], {
    stdio: 'inherit',
    env: { ...process.env, [RERUN]: scriptUrl },
  });
  if (run.status !== 0)
    console.info(`${name} benchmark did not complete (exit ${run.status ?? run.signal})`);
  process.exit(run.status === 0 ? 0 : 1);
}
