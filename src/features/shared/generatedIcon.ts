// What a generated placeholder icon shows: up to two initials of the token's symbol on a colour
// taken from its address, so the same token always looks the same and two tokens rarely alike.
import { stripInvisible } from './format/tokenText';

/** Up to two letters or digits of `text`, upper case; `?` when it has none (e.g. only emoji). */
export function iconInitials(text: string): string {
  const visible = [...stripInvisible(text)].filter((ch) => /[\p{L}\p{N}]/u.test(ch));
  return visible.slice(0, 2).join('').toUpperCase() || '?';
}

/** A hue (0–359) from `seed` (an address, any case): FNV-1a, so it is stable across sessions. */
export function iconHue(seed: string): number {
  let hash = 0x811c9dc5;
  for (const ch of seed.toLowerCase()) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 360;
}
