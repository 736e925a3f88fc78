// One local simulation of a Safe transaction over the user's RPC: the official SimulateTxAccessor
// (its code checked on this chain) through the Safe's simulateAndRevert gives success, gas and the
// revert reason; a second eth_call with the BalanceProbe placed by a state override gives the
// Safe's balance changes where the RPC accepts overrides. Nothing is sent, nothing is signed.
import { lazyInterface } from '../../safe/calldata/lazy-interface';
import {
  balanceProbeOverride,
  canSimulate,
  candidateTokens,
  decodeBalanceProbeResult,
  decodeRevertReason,
  decodeSimulateTxResult,
  encodeBalanceProbeCall,
  encodeSimulateTxCall,
  isKnownAccessorCode,
  knownAccessorAddresses,
  type BalanceChange,
  type RevertReason,
  type SafeCall,
} from '../../safe';
import { ethCall, ethCallExpectingRevert, ethGetCode, isTransientRpcError } from '../../query/rpc';
import { describeError } from '../errors/describeError';

/** A balance change with what the token contract says about itself (null when it does not say). */
export type AssetBalanceChange = BalanceChange & { symbol: string | null; decimals: number | null };

/** The Safe's balance changes, or why they could not be read. */
export type BalanceChangesResult =
  { status: 'ok'; changes: AssetBalanceChange[] } | { status: 'unavailable'; reason: string };

/** The outcome of {@link simulateSafeTransaction}. */
export type SimulationResult =
  | {
      status: 'success' | 'failed';
      gasUsed: bigint;
      returnData: string;
      /** The decoded revert (failed only). */
      revert: RevertReason | null;
      accessor: string;
      balances: BalanceChangesResult;
    }
  | { status: 'unavailable'; reason: string };

/** Parameters of {@link simulateSafeTransaction}. */
export type SimulateSafeTransactionParameters = {
  rpcUrl: string;
  safeAddress: string;
  /** The Safe's version as the chain reports it. */
  version: string | null;
  call: SafeCall;
  /** More token contracts whose balance may move (e.g. those the Safe holds). */
  extraTokens?: readonly string[];
  signal?: AbortSignal;
};

const tokenInterface = lazyInterface([
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
]);

/** Simulates `call` as the Safe; says `unavailable` for what retrying cannot fix, throws the rest. */
export async function simulateSafeTransaction({
  rpcUrl,
  safeAddress,
  version,
  call,
  extraTokens = [],
  signal,
}: SimulateSafeTransactionParameters): Promise<SimulationResult> {
  if (!version || !canSimulate(version)) {
    return {
      status: 'unavailable',
      reason: `this Safe (version ${version ?? 'unknown'}) cannot simulate its own transactions; 1.3.0 or later can`,
    };
  }
  try {
    const accessor = await findAccessor(rpcUrl, signal);
    if (!accessor) {
      return {
        status: 'unavailable',
        reason: 'no official SimulateTxAccessor is deployed on this chain',
      };
    }
    const answer = await ethCallExpectingRevert({
      url: rpcUrl,
      to: safeAddress,
      data: encodeSimulateTxCall(accessor, call),
      signal,
    });
    if (!answer.reverted) {
      return { status: 'unavailable', reason: 'the Safe did not answer the simulation' };
    }
    const simulated = decodeSimulateTxResult(answer.data);
    const balances = await readBalanceChanges(rpcUrl, safeAddress, call, extraTokens, signal);
    return {
      status: simulated.success ? 'success' : 'failed',
      gasUsed: simulated.gasUsed,
      returnData: simulated.returnData,
      revert: simulated.success ? null : decodeRevertReason(simulated.returnData),
      accessor,
      balances,
    };
  } catch (error) {
    signal?.throwIfAborted();
    // A network hiccup or a 5xx may pass: the query retries it with back-off.
    if (isTransientRpcError(error)) throw error;
    return { status: 'unavailable', reason: `the simulation failed: ${describeError(error)}` };
  }
}

async function findAccessor(rpcUrl: string, signal?: AbortSignal): Promise<string | null> {
  for (const address of knownAccessorAddresses()) {
    const code = await ethGetCode({ url: rpcUrl, address, signal });
    if (isKnownAccessorCode(address, code)) return address;
  }
  return null;
}

async function readBalanceChanges(
  rpcUrl: string,
  safeAddress: string,
  call: SafeCall,
  extraTokens: readonly string[],
  signal?: AbortSignal,
): Promise<BalanceChangesResult> {
  const tokens = candidateTokens(safeAddress, call, extraTokens);
  let changes: BalanceChange[];
  try {
    const answer = await ethCallExpectingRevert({
      url: rpcUrl,
      to: safeAddress,
      data: encodeBalanceProbeCall(call, tokens),
      stateOverride: balanceProbeOverride(),
      signal,
    });
    if (!answer.reverted) {
      return { status: 'unavailable', reason: 'the RPC ignored the state override' };
    }
    changes = decodeBalanceProbeResult(answer.data, tokens);
  } catch (error) {
    signal?.throwIfAborted();
    return {
      status: 'unavailable',
      reason: `this RPC does not simulate with state overrides (${describeError(error)})`,
    };
  }
  return {
    status: 'ok',
    changes: await Promise.all(
      changes.map(async (change) =>
        change.token === null
          ? { ...change, symbol: null, decimals: null }
          : { ...change, ...(await tokenFacts(rpcUrl, change.token, signal)) },
      ),
    ),
  };
}

/** decimals() and symbol() as the token contract answers them; null for what it does not. */
async function tokenFacts(
  url: string,
  token: string,
  signal?: AbortSignal,
): Promise<{ symbol: string | null; decimals: number | null }> {
  const ask = async (name: 'decimals' | 'symbol') => {
    try {
      const data = await ethCall({
        url,
        to: token,
        data: tokenInterface.encodeFunctionData(name),
        signal,
      });
      return tokenInterface.decodeFunctionResult(name, data)[0] as unknown;
    } catch {
      return null;
    }
  };
  const [decimals, symbol] = await Promise.all([ask('decimals'), ask('symbol')]);
  return {
    decimals: typeof decimals === 'bigint' && decimals <= 77n ? Number(decimals) : null,
    symbol: typeof symbol === 'string' && symbol.length > 0 ? symbol.slice(0, 32) : null,
  };
}
