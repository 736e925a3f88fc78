/** How bad a finding is: `error` must block signing and executing; `warning` needs the signer's attention. */
export type FindingSeverity = 'error' | 'warning';

/** What a finding is about. */
export type FindingCode =
  | 'MISSING_TRANSACTION_DATA'
  | 'UNKNOWN_SAFE_VERSION'
  | 'SAFE_VERSION_MISMATCH'
  | 'SAFE_ADDRESS_MISMATCH'
  | 'SAFE_TX_HASH_MISMATCH'
  | 'TX_ID_MISMATCH'
  | 'DATA_DECODED_MISMATCH'
  | 'DATA_DECODED_UNVERIFIED'
  /** The gateway's decoding differs from the one made with the user's own ABI. */
  | 'USER_ABI_MISMATCH'
  | 'TX_INFO_MISMATCH'
  | 'TX_INFO_UNVERIFIED'
  | 'INVALID_MULTISEND'
  | 'INVALID_SIGNATURE'
  | 'CONFIRMATION_SIGNER_MISMATCH'
  | 'CONFIRMATION_SIGNER_NOT_OWNER'
  | 'DUPLICATE_CONFIRMATION'
  | 'UNVERIFIED_CONFIRMATION'
  | 'UNTRUSTED_DELEGATECALL'
  | 'OWNER_CHANGE'
  | 'THRESHOLD_CHANGE'
  | 'MODULE_CHANGE'
  | 'GUARD_CHANGE'
  | 'FALLBACK_HANDLER_CHANGE'
  | 'IMPLEMENTATION_CHANGE'
  | 'UNKNOWN_IMPLEMENTATION'
  | 'IMPLEMENTATION_UNVERIFIED'
  | 'UNTRUSTED_FALLBACK_HANDLER'
  | 'MESSAGE_HASH_MISMATCH'
  | 'MESSAGE_FOR_OTHER_CHAIN'
  | 'MESSAGE_IS_SAFE_TRANSACTION'
  | 'PREPARED_SIGNATURE_INVALID'
  | 'OWNERS_MISMATCH'
  | 'THRESHOLD_MISMATCH'
  | 'NONCE_MISMATCH'
  | 'IMPLEMENTATION_MISMATCH'
  | 'VERSION_MISMATCH'
  | 'CHAIN_ID_MISMATCH'
  | 'CHAIN_STATE_UNVERIFIED'
  /** Two RPC sources answered differently about the Safe at the same block. */
  | 'RPC_SOURCES_DISAGREE'
  | 'CONFIRMATION_NOT_ON_CHAIN'
  | 'NONCE_ALREADY_USED'
  | 'NONCE_FAR_AHEAD'
  | 'REFUND_RECEIVER'
  /** A library the app builds a call to is not the official one, or has no code on this chain. */
  | 'UNOFFICIAL_LIBRARY'
  | 'VERIFICATION_FAILED';

/** One discrepancy or risk. `path` locates it (e.g. `txData.dataDecoded.parameters[0]`). */
export type Finding = {
  code: FindingCode;
  severity: FindingSeverity;
  message: string;
  path: string;
  expected?: string;
  actual?: string;
};

/** The outcome of a verification: every finding, and `ok` when none is an error. */
export type VerificationReport = {
  /** The locally recomputed hash (safeTxHash or messageHash); null when it could not be computed. */
  hash: string | null;
  findings: Finding[];
  ok: boolean;
};

/** Builds a report from findings. */
export function toReport(hash: string | null, findings: Finding[]): VerificationReport {
  return { hash, findings, ok: findings.every((finding) => finding.severity !== 'error') };
}
