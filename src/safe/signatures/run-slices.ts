// Work written in slices (a generator that yields between short steps) run to its end in one go,
// for callers that need the answer now rather than spread over tasks.

/** Runs every slice of `slices` and returns its result. */
export function runSlices<T>(slices: Generator<void, T, void>): T {
  for (;;) {
    const next = slices.next();
    if (next.done) return next.value;
  }
}
