// The review of one multisig transaction as every screen needs it: the gateway's Safe info, the
// Safe read from the chain over the user's RPC, the chain's verdict on approved-hash and contract
// confirmations, and the verification computed from all of them on this device.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChainInfo, SafeInfo, TransactionDetails } from '../../gateway';
import { safeInfoFromChainState } from './safeInfoFromChain';
import { safeInfoQueryOptions } from '../../query/options';
import { onChainSignaturesQueryOptions } from '../../query/options/chainState';
import {
  approvedOwnersQueryOptions,
  parentMessageProofsQueryOptions,
} from '../../query/options/nestedSafes';
import {
  childAcceptsParentMessage,
  signaturesNeedingChain,
  type ParentMessageProof,
} from '../../safe';
import { withProvenApprovals } from './provenApprovals';
import { describeError } from '../errors/describeError';
import { useGatewayClient } from '../gateway/useGatewayClient';
import {
  useSafeChainState,
  type SafeChainStateResult,
  type SourceReport,
} from './useSafeChainState';
import { useMinedExecution } from '../lifecycle/useMinedExecution';
import { useSameMoment } from './useSameMoment';
import { verifyTransactionDetails, type VerificationResult } from './verification';
import { useTransactionVerification } from './verificationMemo';

/** Where the review stands. */
export type TransactionReview =
  | { status: 'checking'; label: string }
  | { status: 'unavailable'; reason: string }
  | {
      status: 'done';
      result: VerificationResult;
      /** The RPC that answered the chain reads (null when none could be asked). */
      rpc: SafeChainStateResult['rpc'];
      /** Every source asked, primary first, and what each answered. */
      sources?: SourceReport[];
      /**
       * The Safe the review worked from: the gateway's SafeInfo, or (`safeFromChain`) one built
       * from the chain read when the gateway could not give one.
       */
      safeInfo?: SafeInfo;
      safeFromChain?: boolean;
      /**
       * When the chain state the review used was read (ms since epoch): offline, the review runs on
       * the last read, and screens say "from the chain as of" this time.
       */
      chainReadAt?: number;
      /** Approved-hash / contract confirmations still being checked on chain. */
      signaturesPending: boolean;
      /**
       * Owners whose approval of the computed hash the Safe records (approvedHashes ≠ 0), listed by
       * the gateway or not: each is a v = 1 signature execTransaction accepts.
       */
      approvedOnChain?: readonly string[];
      /**
       * Parent Safes whose signed Safe message over the computed hash the chain accepts (a child
       * ≥ 1.5.0 only): each is a v = 0 contract signature execTransaction accepts.
       */
      parentMessagesOnChain?: readonly ParentMessageProof[];
    };

/**
 * Reviews `details` of the Safe `safeAddress` on `chain`. `paced`: for lists, the first review of
 * new inputs runs in a task of its own ("checking" until then).
 */
export function useTransactionReview(
  details: TransactionDetails | undefined,
  chain: ChainInfo,
  safeAddress: string,
  { paced = false }: { paced?: boolean } = {},
): TransactionReview {
  const client = useGatewayClient();
  const safeInfo = useQuery(safeInfoQueryOptions(client, { chainId: chain.chainId, safeAddress }));
  const {
    check: chainCheck,
    rpc,
    sources,
    readAt: chainReadAt,
    dataAt: chainDataAt,
  } = useSafeChainState(chain, safeAddress);
  const rpcUrl = rpc?.url ?? '';
  // The gateway unreachable (or without the Safe) but the chain read: review from the chain alone.
  const chainSafe = useMemo(
    () =>
      !safeInfo.data && safeInfo.error && chainCheck?.status === 'checked'
        ? safeInfoFromChainState(chainCheck.state, chain.chainId)
        : undefined,
    [safeInfo.data, safeInfo.error, chainCheck, chain.chainId],
  );
  const safe = safeInfo.data ?? chainSafe;

  // First pass without the chain's word on approvals: it yields the hash they must be over.
  const firstPass = useTransactionVerification(details, safe, chain.chainId, chainCheck, paced);
  const needChain = useMemo(() => {
    const info = details?.detailedExecutionInfo;
    if (!firstPass?.computedHash || info?.type !== 'MULTISIG') return [];
    return signaturesNeedingChain(
      firstPass.computedHash,
      (info.confirmations ?? []).map((c) => ({ signer: c.signer.value, signature: c.signature })),
    );
  }, [details, firstPass]);
  const preimage = firstPass?.preimage ?? undefined;
  const executor =
    details?.detailedExecutionInfo?.type === 'MULTISIG'
      ? (details.detailedExecutionInfo.executor?.value ?? null)
      : null;
  const signatures = useQuery({
    ...onChainSignaturesQueryOptions({
      rpcUrl,
      chainId: chain.chainId,
      safeAddress,
      hash: firstPass?.computedHash ?? '',
      preimage,
      signatures: needChain,
      executor,
    }),
    enabled: chainCheck?.status === 'checked' && needChain.length > 0,
  });

  // An approval recorded on chain counts even when the gateway does not list it (a parent Safe's
  // executed approveHash the gateway has not indexed, or never will).
  const chainOwners = chainCheck?.status === 'checked' ? chainCheck.state.owners : [];
  const approvals = useQuery({
    ...approvedOwnersQueryOptions({
      rpcUrl,
      chainId: chain.chainId,
      safeAddress,
      owners: chainOwners,
      hash: firstPass?.computedHash ?? '',
    }),
    enabled:
      chainCheck?.status === 'checked' && !!firstPass?.computedHash && details?.executedAt == null,
  });

  // A parent's signed Safe message counts once the chain accepts its signature (Safe ≥ 1.5.0).
  const childVersion = firstPass?.version ?? null;
  const parentMessages = useQuery({
    ...parentMessageProofsQueryOptions({
      client,
      rpcUrl,
      chainId: chain.chainId,
      safeAddress,
      owners: chainOwners,
      hash: firstPass?.computedHash ?? '',
      childVersion: childVersion ?? '',
    }),
    enabled:
      chainCheck?.status === 'checked' &&
      !!firstPass?.computedHash &&
      details?.executedAt == null &&
      !!childVersion &&
      childAcceptsParentMessage(childVersion),
  });

  const result = useMemo(() => {
    if (!firstPass || !details || !safe || !chainCheck) return firstPass;
    if (chainCheck.status !== 'checked') return firstPass;
    const approved = approvals.data ?? [];
    const messages = parentMessages.data ?? [];
    if (!signatures.data && approved.length === 0 && messages.length === 0) return firstPass;
    const proven = withProvenApprovals(details, signatures.data, approved, messages);
    return verifyTransactionDetails(proven.details, safe, chain.chainId, undefined, {
      ...chainCheck,
      onChainSignatures: proven.onChainSignatures,
    });
  }, [
    firstPass,
    details,
    safe,
    chain.chainId,
    chainCheck,
    signatures.data,
    approvals.data,
    parentMessages.data,
  ]);

  // A comparison is shown only for reads of one moment (never a fresh gateway against a chain
  // read from before this device's write, or the other way round).
  const moment = useSameMoment({
    chainId: chain.chainId,
    safeAddress,
    findings: result?.findings ?? null,
    gatewayReadAt: Math.max(safeInfo.dataUpdatedAt, safeInfo.errorUpdatedAt),
    chainReadAt,
  });
  const minedHere = useMinedExecution(firstPass?.gatewayHash ?? null);

  if (!safe) {
    return safeInfo.error && chainCheck !== null
      ? {
          status: 'unavailable',
          reason: `the Safe’s version and owners could not be loaded (${describeError(safeInfo.error)})`,
        }
      : { status: 'checking', label: 'Loading the Safe…' };
  }
  if (!result) return { status: 'checking', label: 'Reading the Safe from the chain…' };
  if (minedHere && details?.executedAt == null) {
    return {
      status: 'checking',
      label: `Executed in transaction ${minedHere.txHash}; waiting for the gateway to record it…`,
    };
  }
  if (moment !== 'show') {
    return { status: 'checking', label: 'Reading the Safe again from the gateway and the chain…' };
  }
  return {
    status: 'done',
    result,
    rpc: chainCheck?.status === 'checked' ? rpc : null,
    sources,
    ...(chainCheck?.status === 'checked' ? { chainReadAt: chainDataAt } : {}),
    safeInfo: safe,
    safeFromChain: safe === chainSafe,
    signaturesPending: needChain.length > 0 && !signatures.data && !signatures.error,
    approvedOnChain: approvals.data ?? [],
    parentMessagesOnChain: parentMessages.data ?? [],
  };
}
