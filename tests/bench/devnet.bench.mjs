#!/usr/bin/env node
// Devnet gateway benchmark launcher: the measurements are TypeScript (they drive the devnet's own
// modules), so they run under tsx in a child process. Prints figures only; never fails on timing.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./devnet-gateway.bench-run.ts', import.meta.url));
const run = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
if (run.status !== 0) {
  console.info(`devnet benchmark did not complete (exit ${run.status ?? run.signal})`);
  // A crash is a bug in the benchmark, not a slow figure: npm run bench lists it and fails.
  process.exitCode = 1;
}
