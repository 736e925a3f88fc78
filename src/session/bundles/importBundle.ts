// Importing a bundle from whatever the user has: a file's text, a pasted link or fragment, or the
// bundle JSON itself. Parsed (typed errors), then merged into what this device holds.
import { decodeBundleLink, parseBundle } from '../../safe/bundle';
import { holdBundle, type HoldBundleOutcome } from './heldBundles';

/** What an import did: the hold outcome plus the fields the bundle carried that were ignored. */
export type ImportBundleOutcome = HoldBundleOutcome & { ignoredFields: string[] };

/** The bundle text in `input`: JSON as it is, anything else read as a link or fragment. */
export async function bundleTextOf(input: string): Promise<string> {
  const trimmed = input.trim();
  if (trimmed.startsWith('{')) return trimmed;
  const text = await decodeBundleLink(trimmed);
  // Not a link with a bundle: hand it to the parser, which says what it is not.
  return text ?? trimmed;
}

/** Parses `input` (file text, link or JSON) and holds the bundle; throws a BundleError. */
export async function importBundle(input: string): Promise<ImportBundleOutcome> {
  const { bundle, ignoredFields } = parseBundle(await bundleTextOf(input));
  return { ...(await holdBundle(bundle)), ignoredFields };
}
