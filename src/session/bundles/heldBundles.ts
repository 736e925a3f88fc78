// The bundles this device holds, one per Safe transaction or message, kept in IndexedDB. Every
// write merges with what is held (signatures add up) and refuses conflicts, so nothing a signer
// collected is lost or silently replaced.
import {
  calculateBundleHash,
  mergeBundles,
  parseBundle,
  serializeBundle,
  type BundleConflict,
  type BundleSignature,
  type SignedBundle,
} from '../../safe/bundle';
import { getBundleRecord, listBundleRecords, putBundleRecord } from '../../storage/bundles';

/** What {@link holdBundle} did. */
export type HoldBundleOutcome =
  | {
      status: 'held';
      /** The bundle now held (the incoming merged into what was held before). */
      bundle: SignedBundle;
      hash: string;
      /** Signers added to what this device held; every signer for a bundle new here. */
      added: string[];
      /** Signatures left out because they do not recover to the signer they name. */
      rejected: BundleSignature[];
      /** True when this device held nothing for the hash before. */
      isNew: boolean;
    }
  | {
      status: 'conflict';
      /** The held bundle the incoming one disagrees with (unchanged). */
      held: SignedBundle;
      conflict: BundleConflict;
    };

/** The bundle held for a hash, re-parsed from its stored text; null when none is held. */
export async function readHeldBundle(
  chainId: string,
  safe: string,
  hash: string,
): Promise<SignedBundle | null> {
  const record = await getBundleRecord(chainId, safe, hash);
  return record ? parseBundle(record.text).bundle : null;
}

/** Another bundle of the same Safe, nonce and kind with another hash: only one can execute. */
async function competingBundle(bundle: SignedBundle, hash: string): Promise<SignedBundle | null> {
  if (bundle.kind !== 'transaction') return null;
  const records = await listBundleRecords(bundle.chainId, bundle.safe);
  const other = records.find(
    (record) =>
      record.kind === 'transaction' &&
      record.nonce === bundle.transaction.nonce &&
      record.hash !== hash.toLowerCase(),
  );
  return other ? parseBundle(other.text).bundle : null;
}

async function store(bundle: SignedBundle, hash: string): Promise<void> {
  await putBundleRecord({
    chainId: bundle.chainId,
    safe: bundle.safe,
    hash,
    kind: bundle.kind,
    nonce: bundle.kind === 'transaction' ? bundle.transaction.nonce : null,
    text: serializeBundle(bundle),
    signatureCount: bundle.signatures.length,
  });
}

/**
 * Merges `incoming` into the bundle held for its hash and stores the result; a disagreement (a
 * signer's two signatures, another transaction with the same nonce) is returned, not stored.
 */
export async function holdBundle(incoming: SignedBundle): Promise<HoldBundleOutcome> {
  const hash = calculateBundleHash(incoming);
  const held = await readHeldBundle(incoming.chainId, incoming.safe, hash);
  if (!held) {
    const competing = await competingBundle(incoming, hash);
    if (competing) {
      const { conflict } = mergeBundles(competing, incoming);
      if (conflict) return { status: 'conflict', held: competing, conflict };
    }
    // Kept as it came, forged signatures included: the review shows them and blocks on them,
    // which says more than a bundle that quietly lost its signatures.
    await store(incoming, hash);
    const added = incoming.signatures.map((s) => s.signer);
    return { status: 'held', bundle: incoming, hash, added, rejected: [], isNew: true };
  }
  const { bundle, added, rejected, conflict } = mergeBundles(held, incoming);
  if (conflict) return { status: 'conflict', held, conflict };
  if (added.length > 0) await store(bundle, hash);
  return { status: 'held', bundle, hash, added, rejected, isNew: false };
}
