// The keys of the chain's own reads, beside keys.ts: only the review, simulations and chain reads,
// all loaded lazily, build them, and in keys.ts they were a quarter of a kilobyte of the entry.
import { safeKey } from './keys';

/**
 * Keys of what a chain's own RPC says (never the gateway's): they start with the RPC URL so that
 * switching RPC in Settings never mixes two nodes' answers. Not persisted: the review must read
 * the chain fresh.
 */
export const chainKeys = {
  all: (rpcUrl: string) => ['chain-rpc', rpcUrl] as const,
  safeState: (rpcUrl: string, chainId: string, safeAddress: string) =>
    ['chain-rpc', rpcUrl, chainId, 'safe', safeKey(safeAddress), 'state'] as const,
  signatures: (rpcUrl: string, chainId: string, safeAddress: string, hash: string, parts: string) =>
    [
      'chain-rpc',
      rpcUrl,
      chainId,
      'safe',
      safeKey(safeAddress),
      'signatures',
      hash,
      parts,
    ] as const,
  /** The owners of a Safe that are Safes themselves, read from the chain. */
  parents: (rpcUrl: string, chainId: string, safeAddress: string, owners: string) =>
    ['chain-rpc', rpcUrl, chainId, 'safe', safeKey(safeAddress), 'parents', owners] as const,
  /** Owners whose approval of `hash` the Safe records (approvedHashes). */
  approvals: (rpcUrl: string, chainId: string, safeAddress: string, hash: string, owners: string) =>
    [
      'chain-rpc',
      rpcUrl,
      chainId,
      'safe',
      safeKey(safeAddress),
      'approvals',
      hash,
      owners,
    ] as const,
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
  ) =>
    [
      'chain-rpc',
      rpcUrl,
      chainId,
      'safe',
      safeKey(safeAddress),
      'parent-messages',
      hash,
      owners,
    ] as const,
  /** One local simulation; the probed tokens are part of the question (more may find more). */
  simulation: (
    rpcUrl: string,
    chainId: string,
    safeAddress: string,
    safeTxHash: string,
    tokens: readonly string[] = [],
  ) =>
    [
      'chain-rpc',
      rpcUrl,
      chainId,
      'safe',
      safeKey(safeAddress),
      'simulation',
      safeTxHash,
      tokens.join(','),
    ] as const,
  /** Whether there is code at an address (a library the app is about to delegatecall). */
  hasCode: (rpcUrl: string, chainId: string, address: string) =>
    ['chain-rpc', rpcUrl, chainId, 'has-code', address.toLowerCase()] as const,
};
