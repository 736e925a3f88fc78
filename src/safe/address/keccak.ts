// Keccak-256 (the pre-standard padding Ethereum uses), small enough for the first route: address
// checksums are needed there, and the library version pulled ~4 KiB gzip of hashing helpers into the
// entry. Lanes are 64-bit words held as two 32-bit halves (low, high) in one Uint32Array.

const ROUNDS = 24;
/** Bytes absorbed per permutation: 1600 bits of state minus twice the 256-bit output. */
const RATE = 136;

/** Round constants, from the degree-8 LFSR of FIPS 202 (rc), as [low, high] pairs per round. */
const ROUND_CONSTANTS = (() => {
  const constants = new Uint32Array(ROUNDS * 2);
  let lfsr = 1;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let j = 0; j < 7; j += 1) {
      if (lfsr & 1) {
        const bit = (1 << j) - 1;
        constants[round * 2 + (bit < 32 ? 0 : 1)] ^= 1 << (bit % 32);
      }
      lfsr = ((lfsr << 1) ^ ((lfsr >> 7) * 0x71)) & 0xff;
    }
  }
  return constants;
})();

/** For lane index i (x + 5y): where ρ and π send it, and by how many bits it rotates. */
const { PI_TARGET, RHO_OFFSET } = (() => {
  const target = new Uint8Array(25);
  const offset = new Uint8Array(25);
  // Lane (0,0) stays put unrotated; the other 24 follow one walk (FIPS 202, 3.2.2 and 3.2.3).
  let x = 1;
  let y = 0;
  for (let t = 0; t < 24; t += 1) {
    offset[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64;
    [x, y] = [y, (2 * x + 3 * y) % 5];
  }
  for (let lx = 0; lx < 5; lx += 1)
    for (let ly = 0; ly < 5; ly += 1) target[lx + 5 * ly] = ly + 5 * ((2 * lx + 3 * ly) % 5);
  return { PI_TARGET: target, RHO_OFFSET: offset };
})();

/** Writes lane `value` (low, high) rotated left by `n` bits into `out` at lane `index`. */
function rotateInto(out: Uint32Array, index: number, low: number, high: number, n: number) {
  if (n >= 32) {
    [low, high] = [high, low];
    n -= 32;
  }
  out[index * 2] = n === 0 ? low : (low << n) | (high >>> (32 - n));
  out[index * 2 + 1] = n === 0 ? high : (high << n) | (low >>> (32 - n));
}

/** Keccak-f[1600] on `state` (25 lanes as 50 words), in place. */
function permute(state: Uint32Array, scratch: Uint32Array, parity: Uint32Array) {
  for (let round = 0; round < ROUNDS; round += 1) {
    // θ: each column's parity, folded into the lanes of its neighbours.
    for (let x = 0; x < 5; x += 1) {
      let low = 0;
      let high = 0;
      for (let y = 0; y < 25; y += 5) {
        low ^= state[(x + y) * 2];
        high ^= state[(x + y) * 2 + 1];
      }
      parity[x * 2] = low;
      parity[x * 2 + 1] = high;
    }
    for (let x = 0; x < 5; x += 1) {
      const left = ((x + 4) % 5) * 2;
      const right = ((x + 1) % 5) * 2;
      const low = parity[left] ^ ((parity[right] << 1) | (parity[right + 1] >>> 31));
      const high = parity[left + 1] ^ ((parity[right + 1] << 1) | (parity[right] >>> 31));
      for (let y = 0; y < 25; y += 5) {
        state[(x + y) * 2] ^= low;
        state[(x + y) * 2 + 1] ^= high;
      }
    }
    // ρ and π: rotate each lane and move it.
    for (let i = 0; i < 25; i += 1)
      rotateInto(scratch, PI_TARGET[i], state[i * 2], state[i * 2 + 1], RHO_OFFSET[i]);
    // χ: mix each row.
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x += 1) {
        const a = (y + x) * 2;
        const b = (y + ((x + 1) % 5)) * 2;
        const c = (y + ((x + 2) % 5)) * 2;
        state[a] = scratch[a] ^ (~scratch[b] & scratch[c]);
        state[a + 1] = scratch[a + 1] ^ (~scratch[b + 1] & scratch[c + 1]);
      }
    }
    // ι
    state[0] ^= ROUND_CONSTANTS[round * 2];
    state[1] ^= ROUND_CONSTANTS[round * 2 + 1];
  }
}

/**
 * Keccak-256 of `data` one block at a time: each `absorb()` takes the next block and says whether
 * any remain; `digest()` then gives the 32 bytes. keccak256 absorbs them all at once; a long input
 * can be absorbed over several tasks (keccak-in-slices.ts).
 */
export function keccakSponge(data: Uint8Array) {
  const state = new Uint32Array(50);
  const scratch = new Uint32Array(50);
  const parity = new Uint32Array(10);
  // Padding 0x01 … 0x80 (Keccak's, not SHA-3's 0x06), always at least one byte.
  const blocks = Math.floor(data.length / RATE) + 1;
  const padded = new Uint8Array(blocks * RATE);
  padded.set(data);
  padded[data.length] ^= 0x01;
  padded[padded.length - 1] ^= 0x80;
  const words = new DataView(padded.buffer);
  let offset = 0;
  return {
    absorb(): boolean {
      for (let w = 0; w < RATE / 4; w += 1) state[w] ^= words.getUint32(offset + w * 4, true);
      permute(state, scratch, parity);
      offset += RATE;
      return offset < padded.length;
    },
    digest(): Uint8Array {
      const out = new Uint8Array(32);
      const view = new DataView(out.buffer);
      for (let w = 0; w < 8; w += 1) view.setUint32(w * 4, state[w], true);
      return out;
    },
  };
}

/** The Keccak-256 hash of `data` (32 bytes). */
export function keccak256(data: Uint8Array): Uint8Array {
  const sponge = keccakSponge(data);
  while (sponge.absorb());
  return sponge.digest();
}
