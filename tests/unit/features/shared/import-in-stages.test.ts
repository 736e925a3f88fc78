// importInStages: each stage is imported (and its code run) after the one before, with an idle
// wait between them, and the module last; a failed stage stops it.
import { describe, expect, it, vi } from 'vitest';
import { importInStages } from '../../../../src/features/shared/importInStages';

describe('importInStages', () => {
  it('runs the stages in order, a wait between each, then loads the module', async () => {
    const events: string[] = [];
    const stage = (name: string) => async () => void events.push(name);
    const idle = async () => void events.push('idle');
    const module = await importInStages(
      [stage('abi coder'), stage('chain reads')],
      async () => {
        events.push('module');
        return { word: 'loaded' };
      },
      idle,
    );
    expect(module).toEqual({ word: 'loaded' });
    expect(events).toEqual(['abi coder', 'idle', 'chain reads', 'idle', 'module']);
  });

  it('waits for a task between stages by default', async () => {
    const events: string[] = [];
    const stage = (name: string) => async () => {
      events.push(name);
      setTimeout(() => events.push(`task after ${name}`), 0);
    };
    await importInStages([stage('a'), stage('b')], async () => void events.push('module'));
    expect(events.slice(0, 3)).toEqual(['a', 'task after a', 'b']);
  });

  it('rejects with a failed stage and does not load the module', async () => {
    const load = vi.fn(async () => 'module');
    await expect(
      importInStages([() => Promise.reject(new Error('chunk missing'))], load, async () => {}),
    ).rejects.toThrow('chunk missing');
    expect(load).not.toHaveBeenCalled();
  });
});
