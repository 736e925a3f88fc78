// `npm test -- --under-load`: the load processes really run and are all stopped again.
import { describe, expect, it } from 'vitest';
import { startCpuLoad as untypedStartCpuLoad } from '../../../scripts/cpu-load.mjs';

const startCpuLoad = untypedStartCpuLoad as (count: number) => {
  pids: number[];
  stop: () => void;
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('startCpuLoad', () => {
  it('starts the asked number of processes and stops every one of them', async () => {
    const { pids, stop } = startCpuLoad(2);
    expect(pids).toHaveLength(2);
    expect(pids.every(alive)).toBe(true);
    stop();
    await expect.poll(() => pids.some(alive), { timeout: 5_000 }).toBe(false);
  });
});
