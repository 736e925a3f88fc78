// Token names and symbols come from whoever deployed the token, and spam tokens imitate real ones
// with characters a reader cannot see. Comparing them needs one canonical form.

// Invisible or blank characters that make two names look the same: every Unicode space, format
// character (zero-width space/joiners, bidi controls, soft hyphen, BOM, word joiner) and default-
// ignorable code point (Hangul fillers, combining grapheme joiner, variation selectors), plus the
// braille blank, which renders as a space but is none.
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** `text` without invisible or blank characters, NFKC-normalised (fullwidth → ASCII, ligatures split). */
export function stripInvisible(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '');
}

/** The form two token names or symbols are compared in: visible characters only, lower case. */
export function normalizeTokenText(text: string): string {
  return stripInvisible(text).toLowerCase();
}
