// Keccak-256 of a long input (a contract's runtime code, ~24 KB: 180 permutations) spread over
// several tasks: hashed at once it was one task of ~10 ms on a laptop and ~40 ms on a 4x slower
// phone, in the middle of a Safe screen's first second. Kept apart from keccak.ts, which the first
// route carries for address checksums and which stays as small as it is.
import { permute, RATE } from './keccak';

/** The next macrotask: what the hash waits for between slices by default. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The Keccak-256 hash of `data`, absorbed `blocksPerSlice` blocks at a time with `pause()` awaited
 * between slices (the same 32 bytes as keccak256 in keccak.ts).
 */
export async function keccak256InSlices(
  data: Uint8Array,
  pause: () => Promise<void> = nextTask,
  blocksPerSlice = 32,
): Promise<Uint8Array> {
  const state = new Uint32Array(50);
  const scratch = new Uint32Array(50);
  const parity = new Uint32Array(10);
  // Keccak's padding (0x01 … 0x80), as keccak.ts pads.
  const padded = new Uint8Array((Math.floor(data.length / RATE) + 1) * RATE);
  padded.set(data);
  padded[data.length] ^= 0x01;
  padded[padded.length - 1] ^= 0x80;
  const words = new DataView(padded.buffer);
  const slice = RATE * Math.max(1, Math.floor(blocksPerSlice));
  for (let offset = 0; offset < padded.length; offset += RATE) {
    if (offset > 0 && offset % slice === 0) await pause();
    for (let w = 0; w < RATE / 4; w += 1) state[w] ^= words.getUint32(offset + w * 4, true);
    permute(state, scratch, parity);
  }
  const out = new Uint8Array(32);
  const view = new DataView(out.buffer);
  for (let w = 0; w < 8; w += 1) view.setUint32(w * 4, state[w], true);
  return out;
}
