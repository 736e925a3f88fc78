// Balance changes of a simulated Safe transaction. The BalanceProbe runtime is placed at an unused
// address by an eth_call state override (never deployed, never trusted for anything else); the
// Safe delegatecalls it through simulateAndRevert, so it reads the Safe's own balances before and
// after running the call, and the revert throws every change away.
import { AbiCoder, getAddress, id, MaxUint256, dataSlice } from 'ethers';
import { lazyInterface } from '../calldata/lazy-interface';
import { OPERATION } from '../constants';
import type { SafeCall } from '../safe-transaction';
import { decodeMultiSendData } from '../calldata/multi-send';
import { multiSendInterface } from '../calldata/abis';
import {
  InvalidSimulationResultError,
  decodeSimulateAndRevert,
  encodeSimulateAndRevert,
} from './simulate-calldata';
import { BALANCE_PROBE_RUNTIME } from './balance-probe-code';

/** Where the probe's code is placed for the one call: an address nobody holds a key or code for. */
export const BALANCE_PROBE_ADDRESS = getAddress(
  dataSlice(id('countersign.simulation.balance-probe'), 12),
);

/** The eth_call state override that places the probe. */
export function balanceProbeOverride(): Record<string, { code: string }> {
  return { [BALANCE_PROBE_ADDRESS]: { code: BALANCE_PROBE_RUNTIME } };
}

const probeInterface = lazyInterface([
  'function probe(address to, uint256 value, bytes data, uint8 operation, address[] tokens) returns (uint256 gasUsed, bool success, bytes returnData, uint256[] balancesBefore, uint256[] balancesAfter)',
]);
const coder = AbiCoder.defaultAbiCoder();

/** How many token contracts one probe reads at most (each is a staticcall inside the eth_call). */
export const MAX_PROBED_TOKENS = 24;

/** The calldata (to the Safe) that runs `call` through the probe and reads `tokens` around it. */
export function encodeBalanceProbeCall(call: SafeCall, tokens: readonly string[]): string {
  const payload = probeInterface.encodeFunctionData('probe', [
    getAddress(call.to),
    call.value ?? 0n,
    call.data ?? '0x',
    call.operation ?? OPERATION.CALL,
    tokens.map((token) => getAddress(token)),
  ]);
  return encodeSimulateAndRevert(BALANCE_PROBE_ADDRESS, payload);
}

/** One asset's balance around the call; `token` null is the native coin. */
export type BalanceChange = { token: string | null; before: bigint; after: bigint; delta: bigint };

/** Decodes the probe's revert payload into the balances that changed (unreadable tokens skipped). */
export function decodeBalanceProbeResult(
  payload: string,
  tokens: readonly string[],
): BalanceChange[] {
  const { delegateSuccess, returnData } = decodeSimulateAndRevert(payload);
  if (!delegateSuccess) {
    throw new InvalidSimulationResultError('The balance probe failed', { cause: returnData });
  }
  let before: bigint[];
  let after: bigint[];
  try {
    const decoded = coder.decode(
      ['uint256', 'bool', 'bytes', 'uint256[]', 'uint256[]'],
      returnData,
    );
    before = [...(decoded[3] as bigint[])];
    after = [...(decoded[4] as bigint[])];
  } catch (cause) {
    throw new InvalidSimulationResultError('The balance probe answered something else', { cause });
  }
  if (before.length !== tokens.length + 1 || after.length !== tokens.length + 1) {
    throw new InvalidSimulationResultError('The balance probe answered for other tokens');
  }
  return balanceChanges([null, ...tokens.map((t) => getAddress(t))], before, after);
}

/** The entries whose balance moved; a token that did not answer balanceOf (max uint) is left out. */
export function balanceChanges(
  assets: readonly (string | null)[],
  before: readonly bigint[],
  after: readonly bigint[],
): BalanceChange[] {
  const changes: BalanceChange[] = [];
  assets.forEach((token, index) => {
    const b = before[index];
    const a = after[index];
    if (b === undefined || a === undefined || b === MaxUint256 || a === MaxUint256) return;
    if (a !== b) changes.push({ token, before: b, after: a, delta: a - b });
  });
  return changes;
}

/**
 * The contracts a Safe call may move tokens of: the call's target, every target inside a multiSend
 * batch, then `extra` (e.g. tokens the Safe is known to hold); the Safe itself and duplicates left
 * out, at most {@link MAX_PROBED_TOKENS}.
 */
export function candidateTokens(
  safeAddress: string,
  call: SafeCall,
  extra: readonly string[] = [],
): string[] {
  const seen = new Set<string>([getAddress(safeAddress)]);
  const result: string[] = [];
  const add = (address: string) => {
    const checksummed = getAddress(address);
    if (seen.has(checksummed) || result.length >= MAX_PROBED_TOKENS) return;
    seen.add(checksummed);
    result.push(checksummed);
  };
  const data = call.data ?? '0x';
  if (data !== '0x' && (call.operation ?? OPERATION.CALL) === OPERATION.CALL) add(call.to);
  for (const inner of multiSendCalls(data)) if (inner.data !== '0x') add(inner.to);
  for (const token of extra) add(token);
  return result;
}

function multiSendCalls(data: string) {
  try {
    const parsed = multiSendInterface.parseTransaction({ data });
    if (parsed?.name !== 'multiSend') return [];
    return decodeMultiSendData(parsed.args[0] as string);
  } catch {
    return [];
  }
}
