// @ts-check
// Runs the commands of one `npm test` step side by side. Two cores are enough for two things
// that mostly wait (a type checker beside a linter; the shell's browser tests beside the devnet's),
// and the 30-minute budget of the whole run has no room for them one after another.
import { spawn } from 'node:child_process';

/**
 * @typedef {{
 *   name: string;
 *   command: string;
 *   args: readonly string[];
 *   env?: Record<string, string>;
 * }} Task
 */

/** @typedef {{ name: string; status: number; ms: number }} TaskResult */

/**
 * Runs one task. The first task of a step streams to the terminal; the others' output is held and
 * printed whole when they end, so two runners' lines never interleave.
 * @param {Task} task
 * @param {{ streams: boolean; write: (text: string) => void }} output
 * @returns {Promise<TaskResult>}
 */
function runTask(task, { streams, write }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(task.command, [...task.args], {
      stdio: streams ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...task.env },
    });
    /** @type {Buffer[]} */
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    let finished = false;
    const finish = (/** @type {number} */ status) => {
      // 'error' can be followed by 'close' for the same child: report it once.
      if (finished) return;
      finished = true;
      const ms = Date.now() - started;
      if (!streams) {
        const text = Buffer.concat(held).toString('utf8');
        write(`\n── ${task.name} (ran beside the step's first command) ──\n${text}`);
      }
      resolve({ name: task.name, status, ms });
    };
    // A command that cannot start (not installed) is a failed task, not a crashed test run.
    child.on('error', (error) => {
      held.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs every task at once and resolves with each one's exit status and wall time, in task order.
 * @param {readonly Task[]} tasks
 * @param {(text: string) => void} [write] where held output goes (stdout by default)
 * @returns {Promise<TaskResult[]>}
 */
export function runTasks(tasks, write = (text) => process.stdout.write(text)) {
  return Promise.all(tasks.map((task, index) => runTask(task, { streams: index === 0, write })));
}
