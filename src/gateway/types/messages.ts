// Off-chain (EIP-1271) Safe messages.

import type { MessageStatus } from '../vocabulary';
import type { AddressInfo, Page } from './common';

/** One field of an EIP-712 struct type. */
export type TypedDataField = {
  name: string;
  type: string;
};

/** The EIP-712 domain; every field is optional in the standard. */
export type TypedDataDomain = {
  name?: string;
  version?: string;
  chainId?: number | string;
  verifyingContract?: string;
  salt?: string;
};

/**
 * EIP-712 typed data. `primaryType` is optional here as in the SDK, but the gateway requires it
 * when a message is proposed.
 */
export type TypedData = {
  domain: TypedDataDomain;
  types: Record<string, TypedDataField[]>;
  primaryType?: string;
  message: Record<string, unknown>;
};

/** One owner's signature on a message. */
export type SafeMessageConfirmation = {
  owner: AddressInfo;
  signature: string;
};

/** A message and its signatures. Timestamps are ms since the epoch. */
export type SafeMessage = {
  messageHash: string;
  status: MessageStatus;
  /** Icon and name of the Safe App that asked for the signature. */
  logoUri: string | null;
  name: string | null;
  message: string | TypedData;
  creationTimestamp: number;
  modifiedTimestamp: number;
  confirmationsSubmitted: number;
  confirmationsRequired: number;
  proposedBy: AddressInfo;
  confirmations: SafeMessageConfirmation[];
  /** The combined signature, only once CONFIRMED. */
  preparedSignature?: string | null;
  /** NestJS gateway only. */
  origin?: string | null;
};

/** A message row of a message list page. */
export type SafeMessageItem = SafeMessage & {
  type: 'MESSAGE';
};

/** Heads the messages of one UTC day; `timestamp` is that day's start in ms. */
export type SafeMessageDateLabel = {
  type: 'DATE_LABEL';
  timestamp: number;
};

/** A row of a message list page. */
export type SafeMessageListItem = SafeMessageItem | SafeMessageDateLabel;

/** One page of message rows. */
export type SafeMessageListPage = Page<SafeMessageListItem>;

/** Narrows a message row to a message. */
export function isSafeMessageListItemMessage(item: SafeMessageListItem): item is SafeMessageItem {
  return item.type === 'MESSAGE';
}

/** Narrows a message row to a date label. */
export function isSafeMessageListItemDateLabel(
  item: SafeMessageListItem,
): item is SafeMessageDateLabel {
  return item.type === 'DATE_LABEL';
}

/** Body proposing a new message with the proposer's signature. */
export type ProposeSafeMessageRequest = {
  message: string | TypedData;
  safeAppId?: number | null;
  signature: string;
  origin?: string | null;
};

/** Body adding an owner's signature to a message. */
export type ConfirmSafeMessageRequest = {
  signature: string;
};
