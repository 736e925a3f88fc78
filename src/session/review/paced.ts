// One costly job per task. A queue of N transactions reviewed in one render is one long task on a
// phone (signature recovery is milliseconds each at 4× slowdown, and every row of a queue, Home's
// count and the details screen review the same transactions); run one review per macrotask and the
// page stays responsive between them, taps and scrolls included.

type Job = () => void;

const jobs: Job[] = [];
let scheduled = false;

function runNext(): void {
  scheduled = false;
  const job = jobs.shift();
  if (jobs.length > 0) schedule();
  job?.();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(runNext, 0);
}

/**
 * Queues `work` as one job of several steps: each `next()` runs in a task of its own, the steps
 * one after another before any job queued after it. Returns a cancel.
 */
export function paceSteps(work: Iterator<unknown>): () => void {
  let cancelled = false;
  const step: Job = () => {
    if (cancelled || work.next().done) return;
    // Its next step before the jobs queued after it: a review queued behind its warm-up finds the
    // warm-up done.
    jobs.unshift(step);
    schedule();
  };
  jobs.push(step);
  schedule();
  return () => {
    cancelled = true;
    const index = jobs.indexOf(step);
    if (index >= 0) jobs.splice(index, 1);
  };
}

/** Queues `job` to run in a task of its own after the ones queued before it; returns a cancel. */
export function pace(job: Job): () => void {
  jobs.push(job);
  schedule();
  return () => {
    const index = jobs.indexOf(job);
    if (index >= 0) jobs.splice(index, 1);
  };
}
