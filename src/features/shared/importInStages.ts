// A module imported in stages: a module's static imports all run in the task that imports it, and
// for the queue's row reviewers (ethers' ABI coder, the chain reads, the verification) that was one
// task of 30–60 ms (unthrottled) right after the rows painted. Imported one part at a time, each in
// an idle moment of its own, the same code runs in several shorter tasks.
import { whenIdle } from '../../session/paint/afterPaint';

/** Runs `stages` one after another, each after an idle wait, then `load` after one more. */
export async function importInStages<M>(
  stages: readonly (() => Promise<unknown>)[],
  load: () => Promise<M>,
  idle: () => Promise<void> = () => whenIdle(),
): Promise<M> {
  for (const stage of stages) {
    await stage();
    await idle();
  }
  return load();
}
