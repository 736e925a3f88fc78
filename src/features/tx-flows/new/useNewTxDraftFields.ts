// The SafeTx of a new transaction, completed from the call: nonce (checked against the chain) and
// safeTxGas (the gateway's estimate, or 0 where the chain config says it is optional).
import { useQuery } from '@tanstack/react-query';
import { safeTxGasEstimationQueryOptions } from '../../../query/options/newTransaction';
import { createSafeTransaction, type SafeCall, type SafeTransactionData } from '../../../safe';
import { useGatewayClient } from '../../../session/gateway/useGatewayClient';
import { describeError } from '../../../session/errors/describeError';
import type { ReadySafe } from '../../shared/RequireSafe';

/** The chain feature under which Safe transactions may carry safeTxGas 0. */
export const SAFE_TX_GAS_OPTIONAL = 'SAFE_TX_GAS_OPTIONAL';

/** safeTxGas for `call`: 0 where optional, else the estimate (or why there is none yet). */
export function useSafeTxGas(
  safe: ReadySafe,
  call: SafeCall,
): { safeTxGas: bigint | null; note: string; problem: string | null } {
  const client = useGatewayClient();
  const optional = safe.chain.features.includes(SAFE_TX_GAS_OPTIONAL);
  const estimate = useQuery({
    ...safeTxGasEstimationQueryOptions(client, {
      chainId: safe.chainId,
      safeAddress: safe.safeAddress,
      call,
    }),
    enabled: !optional,
  });
  if (optional) {
    return {
      safeTxGas: 0n,
      note: 'safeTxGas 0: this chain makes it optional, so a failing call reverts the whole execution.',
      problem: null,
    };
  }
  if (estimate.data && /^\d+$/.test(estimate.data.safeTxGas)) {
    return {
      safeTxGas: BigInt(estimate.data.safeTxGas),
      note: 'safeTxGas from the gateway’s estimate.',
      problem: null,
    };
  }
  if (estimate.error) {
    return {
      safeTxGas: null,
      note: '',
      problem: `No gas estimate: ${describeError(estimate.error)}`,
    };
  }
  if (estimate.fetchStatus === 'paused') {
    return { safeTxGas: null, note: '', problem: 'The gas estimate needs the gateway: offline.' };
  }
  return { safeTxGas: null, note: 'Estimating safeTxGas…', problem: null };
}

/** The ten SafeTx fields, or null while one is missing. */
export function completeTransaction(
  call: SafeCall,
  nonce: bigint | null,
  safeTxGas: bigint | null,
): SafeTransactionData | null {
  if (nonce === null || safeTxGas === null) return null;
  return createSafeTransaction(call, { nonce, safeTxGas });
}
