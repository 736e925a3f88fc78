// `npm test` runs a step's commands side by side (typecheck beside lint, the shell's e2e beside
// the devnet's): they really overlap, each one's exit status counts, and held output comes whole.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTasks as untypedRunTasks } from '../../../scripts/run-tasks.mjs';

interface Task {
  name: string;
  command: string;
  args: readonly string[];
  env?: Record<string, string>;
}
const runTasks = untypedRunTasks as (
  tasks: readonly Task[],
  write?: (text: string) => void,
) => Promise<{ name: string; status: number; ms: number }[]>;

const node = (name: string, source: string, env?: Record<string, string>): Task => ({
  name,
  command: process.execPath,
  args: ['-e', source],
  env,
});

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('runTasks', () => {
  it('runs the tasks at the same time', async () => {
    dir = mkdtempSync(join(tmpdir(), 'run-tasks-'));
    const flag = join(dir, 'flag');
    // The first task ends only once the second has written the flag: run one after the other,
    // it would give up after 20 s and fail.
    const waiter = node(
      'waiter',
      `const fs = require('node:fs'); const end = Date.now() + 20000;
       const poll = () => fs.existsSync(process.env.FLAG) ? process.exit(0)
         : Date.now() > end ? process.exit(7) : setTimeout(poll, 20);
       poll();`,
      { FLAG: flag },
    );
    const writer = node('writer', `require('node:fs').writeFileSync(process.env.FLAG, 'x')`, {
      FLAG: flag,
    });
    const results = await runTasks([waiter, writer], () => {});
    expect(results.map(({ name, status }) => [name, status])).toEqual([
      ['waiter', 0],
      ['writer', 0],
    ]);
  });

  it("reports each task's own exit status, and a command that cannot start as failed", async () => {
    const results = await runTasks(
      [
        node('fine', ''),
        node('fails', 'process.exit(3)'),
        { name: 'missing', command: '/nonexistent/command', args: [] },
      ],
      () => {},
    );
    expect(results.map(({ name, status }) => [name, status])).toEqual([
      ['fine', 0],
      ['fails', 3],
      ['missing', 1],
    ]);
  });

  it("prints a held task's output whole, under its name, once it ends", async () => {
    const written: string[] = [];
    await runTasks(
      [node('first', ''), node('second', `console.log('line 1'); console.error('line 2');`)],
      (text) => written.push(text),
    );
    expect(written).toHaveLength(1);
    expect(written[0]).toContain('── second');
    expect(written[0]).toMatch(/line 1\n[\s\S]*line 2\n/);
  });
});
