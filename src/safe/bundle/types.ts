// The signed bundle: a Safe transaction or message and the signatures collected for it, in a
// versioned JSON format of our own (docs/bundle-format.md) so signers can pass it between
// themselves by file, link or QR without any server.
import type { SafeMessageContent } from '../safe-message-hash';

/** The value of the `format` tag every bundle carries. */
export const BUNDLE_FORMAT = 'countersign-bundle';

/** The major version this code writes and the highest it reads. */
export const BUNDLE_VERSION = 1;

/** Largest bundle text accepted, in UTF-8 bytes; checked before any JSON parsing. */
export const BUNDLE_MAX_BYTES = 256 * 1024;

/** The file name ending a bundle file gets. */
export const BUNDLE_FILE_EXTENSION = '.countersign.json';

/** The SafeTx fields, as the wire carries them: integers as decimal strings, bytes as hex. */
export type BundleTransaction = {
  to: string;
  value: string;
  data: string;
  operation: 0 | 1;
  safeTxGas: string;
  baseGas: string;
  gasPrice: string;
  gasToken: string;
  refundReceiver: string;
  nonce: string;
};

/** One owner's signature: the signer's checksummed address and the signature bytes as hex. */
export type BundleSignature = { signer: string; signature: string };

/** Fields shared by both kinds of bundle. */
type BundleBase = {
  format: typeof BUNDLE_FORMAT;
  version: typeof BUNDLE_VERSION;
  /** Decimal chain id. */
  chainId: string;
  /** The Safe's checksummed address. */
  safe: string;
  /** The Safe contract version (it selects the EIP-712 domain and SafeTx types). */
  safeVersion: string;
  /** Sorted by signer, one per signer. */
  signatures: BundleSignature[];
  /** ISO 8601 time the bundle was written, when known. */
  createdAt?: string;
  /** A free-text note from the sender (shown as text only). */
  note?: string;
};

/** A bundle carrying a Safe transaction. */
export type TransactionBundle = BundleBase & {
  kind: 'transaction';
  transaction: BundleTransaction;
};

/** A bundle carrying a Safe message (text or EIP-712 typed data). */
export type MessageBundle = BundleBase & { kind: 'message'; message: SafeMessageContent };

/** A signed bundle. */
export type SignedBundle = TransactionBundle | MessageBundle;

/** A parsed bundle and the fields it carried that this version does not know (ignored). */
export type ParsedBundle = { bundle: SignedBundle; ignoredFields: string[] };
