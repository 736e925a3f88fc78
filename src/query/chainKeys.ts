// The keys of the chain's own reads, beside keys.ts: only the review, simulations and chain reads,
// all loaded lazily, build them, and in keys.ts they were a quarter of a kilobyte of the entry.
import { safeKey } from './keys';

/** A read about one Safe over one RPC: `['chain-rpc', rpcUrl, chainId, 'safe', address, …what]`. */
const safeRead = <const What extends readonly unknown[]>(
  rpcUrl: string,
  chainId: string,
  safeAddress: string,
  ...what: What
) => ['chain-rpc', rpcUrl, chainId, 'safe', safeKey(safeAddress), ...what] as const;

/**
 * Keys of what a chain's own RPC says (never the gateway's): they start with the RPC URL so that
 * switching RPC in Settings never mixes two nodes' answers. Not persisted: the review must read
 * the chain fresh.
 */
export const chainKeys = {
  all: (rpcUrl: string) => ['chain-rpc', rpcUrl] as const,
  safeState: (rpcUrl: string, chainId: string, safeAddress: string) =>
    safeRead(rpcUrl, chainId, safeAddress, 'state'),
  signatures: (rpcUrl: string, chainId: string, safeAddress: string, hash: string, parts: string) =>
    safeRead(rpcUrl, chainId, safeAddress, 'signatures', hash, parts),
  /** The owners of a Safe that are Safes themselves, read from the chain. */
  parents: (rpcUrl: string, chainId: string, safeAddress: string, owners: string) =>
    safeRead(rpcUrl, chainId, safeAddress, 'parents', owners),
  /** Owners whose approval of `hash` the Safe records (approvedHashes). */
  approvals: (rpcUrl: string, chainId: string, safeAddress: string, hash: string, owners: string) =>
    safeRead(rpcUrl, chainId, safeAddress, 'approvals', hash, owners),
  /**
   * Parent Safes whose signed Safe message over the child's `hash` the chain accepts (the gateway's
   * message, checked with isValidSignature).
   */
  parentMessages: (
    rpcUrl: string,
    chainId: string,
    safeAddress: string,
    hash: string,
    owners: string,
  ) => safeRead(rpcUrl, chainId, safeAddress, 'parent-messages', hash, owners),
  /** One local simulation; the probed tokens are part of the question (more may find more). */
  simulation: (
    rpcUrl: string,
    chainId: string,
    safeAddress: string,
    safeTxHash: string,
    tokens: readonly string[] = [],
  ) => safeRead(rpcUrl, chainId, safeAddress, 'simulation', safeTxHash, tokens.join(',')),
  /** Whether there is code at an address (a library the app is about to delegatecall). */
  hasCode: (rpcUrl: string, chainId: string, address: string) =>
    ['chain-rpc', rpcUrl, chainId, 'has-code', address.toLowerCase()] as const,
};
