// CPU-bound busy work beside the test run (`npm test -- --under-load`): users run the suite on
// busy laptops, so it must pass with cores taken by other work, not only on an idle machine.
import { spawn } from 'node:child_process';

/** The busy loop each load process runs: pure computation, no I/O, until it is killed. */
const BUSY_LOOP = 'let x = 0; for (;;) { x = (x * 1103515245 + 12345) % 2147483648; }';

/** Starts `count` CPU-bound processes; returns their pids and a function that stops them all. */
export function startCpuLoad(count = 2) {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', BUSY_LOOP], { stdio: 'ignore' }),
  );
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  };
  // Never leave a busy loop behind, however this process ends.
  process.on('exit', stop);
  return { pids: children.map((child) => child.pid), stop };
}
