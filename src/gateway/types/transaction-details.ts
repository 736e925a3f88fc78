// One transaction in full, and the bodies that propose, confirm or delete one.

import type { Operation, TransactionStatus } from '../vocabulary';
import type { AddressInfo, TokenInfo } from './common';
import type { DataDecoded } from './decoder';
import type { SafeAppInfo, TransactionInfo } from './transactions';

/** The call a transaction makes. */
export type TransactionData = {
  hexData: string | null;
  dataDecoded: DataDecoded | null;
  to: AddressInfo;
  /** Wei as a decimal string. */
  value: string | null;
  operation: Operation;
  /** Whether a DELEGATE call targets a contract the gateway trusts; null for CALL. */
  trustedDelegateCallTarget: boolean | null;
  /** Names of addresses inside the calldata, keyed by address; null when empty. */
  addressInfoIndex: Record<string, AddressInfo> | null;
};

/** One owner's signature on a multisig transaction. `submittedAt` is ms since the epoch. */
export type Confirmation = {
  signer: AddressInfo;
  signature: string | null;
  submittedAt: number;
};

/** Everything needed to sign and execute a multisig transaction. */
export type MultisigExecutionDetails = {
  type: 'MULTISIG';
  submittedAt: number;
  nonce: number;
  safeTxGas: string;
  baseGas: string;
  gasPrice: string;
  gasToken: string;
  refundReceiver: AddressInfo;
  safeTxHash: string;
  executor: AddressInfo | null;
  /** All current owners, not only those who signed. */
  signers: AddressInfo[];
  confirmationsRequired: number;
  confirmations: Confirmation[];
  /** Owners who confirmed a competing rejection with the same nonce. */
  rejectors: AddressInfo[];
  /** Null when gas is paid in the native coin. */
  gasTokenInfo: TokenInfo | null;
  trusted: boolean;
  proposer: AddressInfo | null;
  proposedByDelegate: AddressInfo | null;
};

/** The module that executed a module transaction. */
export type ModuleExecutionDetails = {
  type: 'MODULE';
  address: AddressInfo;
};

/** How a transaction is (to be) executed. */
export type DetailedExecutionInfo = MultisigExecutionDetails | ModuleExecutionDetails;

/** A transaction in full. `executedAt` is ms since the epoch. */
export type TransactionDetails = {
  safeAddress: string;
  txId: string;
  executedAt: number | null;
  txStatus: TransactionStatus;
  txInfo: TransactionInfo;
  txData: TransactionData | null;
  detailedExecutionInfo: DetailedExecutionInfo | null;
  txHash: string | null;
  safeAppInfo: SafeAppInfo | null;
  /** The proposer's note, with HTML already stripped by the gateway; render as text. */
  note?: string | null;
};

/** Narrows detailed execution info to a multisig one. */
export function isMultisigExecutionDetails(
  info: DetailedExecutionInfo | null | undefined,
): info is MultisigExecutionDetails {
  return info?.type === 'MULTISIG';
}

/** Narrows detailed execution info to a module one. */
export function isModuleExecutionDetails(
  info: DetailedExecutionInfo | null | undefined,
): info is ModuleExecutionDetails {
  return info?.type === 'MODULE';
}

/** Body proposing a new multisig transaction. Amounts and gas are decimal strings. */
export type MultisigTransactionRequest = {
  to: string;
  value: string;
  data?: string | null;
  nonce: string;
  operation: Operation;
  safeTxGas: string;
  baseGas: string;
  gasPrice: string;
  gasToken: string;
  refundReceiver?: string | null;
  safeTxHash: string;
  sender: string;
  /** One or more concatenated 65-byte signatures. */
  signature?: string | null;
  /** JSON `{"url","name","note"?}` of the proposing app, at most 200 characters. */
  origin?: string | null;
};

/** Body adding an owner's signature to a multisig transaction. */
export type AddConfirmationRequest = {
  signature: string;
};

/** Body deleting a proposed transaction: the proposer's EIP-712 `DeleteRequest` signature. */
export type DeleteTransactionRequest = {
  signature: string;
};
