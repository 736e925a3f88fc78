// The review of one multisig transaction as every screen needs it: the gateway's Safe info, the
// Safe read from the chain over the user's RPC, the chain's verdict on approved-hash and contract
// confirmations, and the verification computed from all of them on this device.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChainInfo, TransactionDetails } from '../../gateway';
import { safeInfoQueryOptions } from '../../query/options';
import { onChainSignaturesQueryOptions } from '../../query/options/chainState';
import { signaturesNeedingChain } from '../../safe';
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
      /** Approved-hash / contract confirmations still being checked on chain. */
      signaturesPending: boolean;
    };

/** Reviews `details` of the Safe `safeAddress` on `chain`. */
export function useTransactionReview(
  details: TransactionDetails | undefined,
  chain: ChainInfo,
  safeAddress: string,
): TransactionReview {
  const client = useGatewayClient();
  const safeInfo = useQuery(safeInfoQueryOptions(client, { chainId: chain.chainId, safeAddress }));
  const {
    check: chainCheck,
    rpc,
    sources,
    readAt: chainReadAt,
  } = useSafeChainState(chain, safeAddress);
  const rpcUrl = rpc?.url ?? '';

  // First pass without the chain's word on approvals: it yields the hash they must be over.
  const firstPass = useMemo(
    () =>
      details && safeInfo.data && chainCheck
        ? verifyTransactionDetails(details, safeInfo.data, chain.chainId, undefined, chainCheck)
        : null,
    [details, safeInfo.data, chain.chainId, chainCheck],
  );
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

  const result = useMemo(() => {
    if (!firstPass || !details || !safeInfo.data || !chainCheck) return firstPass;
    if (chainCheck.status !== 'checked' || !signatures.data) return firstPass;
    return verifyTransactionDetails(details, safeInfo.data, chain.chainId, undefined, {
      ...chainCheck,
      onChainSignatures: signatures.data,
    });
  }, [firstPass, details, safeInfo.data, chain.chainId, chainCheck, signatures.data]);

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

  if (!safeInfo.data) {
    return safeInfo.error
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
    signaturesPending: needChain.length > 0 && !signatures.data && !signatures.error,
  };
}
