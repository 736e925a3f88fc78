// The outbox items the signing flows write, one builder per kind, and the reader the sender uses.
// Ids are derived from the write itself, so writing the same signature twice stores one item.
import { getAddress } from 'ethers';
import type { MultisigTransactionRequest, ProposeSafeMessageRequest } from '../../gateway';
import type { NewOutboxItem, OutboxRecord } from '../../storage/outbox';

/** Where an item goes: chain and Safe (checksummed on write). */
export type OutboxTarget = { chainId: string; safe: string };

/** A proposal of a SafeTx signed here (also rejections). */
export function proposeTransactionItem(
  target: OutboxTarget,
  body: MultisigTransactionRequest,
  label: string,
): NewOutboxItem {
  return {
    id: `propose-transaction:${target.chainId}:${body.safeTxHash.toLowerCase()}`,
    kind: 'propose-transaction',
    chainId: target.chainId,
    safe: getAddress(target.safe),
    request: { ...body },
    label,
  };
}

/** An owner's confirmation of a queued transaction. */
export function confirmTransactionItem(
  target: OutboxTarget,
  p: { safeTxHash: string; signature: string; signer: string },
  label: string,
): NewOutboxItem {
  return {
    id: `confirm-transaction:${target.chainId}:${p.safeTxHash.toLowerCase()}:${p.signer.toLowerCase()}`,
    kind: 'confirm-transaction',
    chainId: target.chainId,
    safe: getAddress(target.safe),
    request: { safeTxHash: p.safeTxHash, signature: p.signature, signer: getAddress(p.signer) },
    label,
  };
}

/** The proposer's signed DeleteRequest. */
export function deleteTransactionItem(
  target: OutboxTarget,
  p: { safeTxHash: string; signature: string },
  label: string,
): NewOutboxItem {
  return {
    id: `delete-transaction:${target.chainId}:${p.safeTxHash.toLowerCase()}`,
    kind: 'delete-transaction',
    chainId: target.chainId,
    safe: getAddress(target.safe),
    request: { safeTxHash: p.safeTxHash, signature: p.signature },
    label,
  };
}

/** A new off-chain message with the first owner's signature. */
export function proposeMessageItem(
  target: OutboxTarget,
  p: { messageHash: string; body: ProposeSafeMessageRequest },
  label: string,
): NewOutboxItem {
  return {
    id: `propose-message:${target.chainId}:${p.messageHash.toLowerCase()}`,
    kind: 'propose-message',
    chainId: target.chainId,
    safe: getAddress(target.safe),
    request: { ...p.body, messageHash: p.messageHash },
    label,
  };
}

/** An owner's signature on an existing message. */
export function confirmMessageItem(
  target: OutboxTarget,
  p: { messageHash: string; signature: string; signer: string },
  label: string,
): NewOutboxItem {
  return {
    id: `confirm-message:${target.chainId}:${p.messageHash.toLowerCase()}:${p.signer.toLowerCase()}`,
    kind: 'confirm-message',
    chainId: target.chainId,
    safe: getAddress(target.safe),
    request: { messageHash: p.messageHash, signature: p.signature, signer: getAddress(p.signer) },
    label,
  };
}

/** A string field of a stored request; a record written by an older app version may lack it. */
export function requestField(record: OutboxRecord, name: string): string {
  const value = record.request[name];
  if (typeof value !== 'string') throw new Error(`The stored ${record.kind} has no ${name}.`);
  return value;
}
