// Keccak-256 of a long input (a contract's runtime code, ~24 KB: 180 permutations) spread over
// several tasks: hashed at once it was one task of ~10 ms on a laptop and ~40 ms on a 4x slower
// phone, in the middle of a Safe screen's first second. Apart from keccak.ts, which the first route
// carries for address checksums: only its sponge is shared.
import { keccakSponge } from './keccak';

/** The next macrotask: what the hash waits for between slices by default. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The Keccak-256 hash of `data`, absorbed `blocksPerSlice` blocks at a time with `pause()` awaited
 * between slices (the same 32 bytes as keccak256 in keccak.ts). Eight by default: the first
 * permutations run before the engine has optimised them, ~0.5–0.65 ms a block on this machine in a
 * cold page, so slices of 32 were still tasks of 15–21 ms (60–85 ms at a phone's 4x).
 */
export async function keccak256InSlices(
  data: Uint8Array,
  pause: () => Promise<void> = nextTask,
  blocksPerSlice = 8,
): Promise<Uint8Array> {
  const sponge = keccakSponge(data);
  const perSlice = Math.max(1, Math.floor(blocksPerSlice));
  for (let block = 1; sponge.absorb(); block += 1) if (block % perSlice === 0) await pause();
  return sponge.digest();
}
