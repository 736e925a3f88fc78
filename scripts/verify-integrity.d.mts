// Types of verify-integrity.mjs.

/** Every problem found in the build in `dir` (empty: all hashes hold). */
export function verifyBuild(dir: string): string[];
