// The Safe's own simulation: simulateAndRevert(accessor, simulate(to, value, data, operation)) runs
// the call as the Safe (no signatures, no nonce) and reverts with the outcome, so nothing is kept.
// StorageAccessible reverts with success ‖ returndatasize ‖ returndata (raw, not ABI-wrapped).
import { AbiCoder, dataLength, dataSlice, getAddress, toBigInt } from 'ethers';
import { lazyInterface } from '../calldata/lazy-interface';
import type { SafeCall } from '../safe-transaction';
import { OPERATION } from '../constants';
import { SafeCoreError } from '../errors';

/** The revert payload of simulateAndRevert is not what the Safe and accessor produce. */
export class InvalidSimulationResultError extends SafeCoreError {
  override name = 'InvalidSimulationResultError';
}

const safeInterface = lazyInterface([
  'function simulateAndRevert(address targetContract, bytes calldataPayload)',
]);
const accessorInterface = lazyInterface([
  'function simulate(address to, uint256 value, bytes data, uint8 operation) returns (uint256 estimate, bool success, bytes returnData)',
]);
const coder = AbiCoder.defaultAbiCoder();

/** The calldata of `simulateAndRevert(target, payload)` on a Safe ≥ 1.3.0. */
export function encodeSimulateAndRevert(target: string, payload: string): string {
  return safeInterface.encodeFunctionData('simulateAndRevert', [getAddress(target), payload]);
}

/** The calldata (to the Safe) that simulates `call` through the SimulateTxAccessor at `accessor`. */
export function encodeSimulateTxCall(accessor: string, call: SafeCall): string {
  const payload = accessorInterface.encodeFunctionData('simulate', [
    getAddress(call.to),
    call.value ?? 0n,
    call.data ?? '0x',
    call.operation ?? OPERATION.CALL,
  ]);
  return encodeSimulateAndRevert(accessor, payload);
}

/** What simulateAndRevert reported: whether the delegatecall into the target succeeded, and its data. */
export type SimulateAndRevertResult = { delegateSuccess: boolean; returnData: string };

/** Splits simulateAndRevert's revert payload (success ‖ length ‖ data); throws on any other shape. */
export function decodeSimulateAndRevert(payload: string): SimulateAndRevertResult {
  const length = dataLength(payload);
  if (length < 64) {
    throw new InvalidSimulationResultError('The simulation did not answer like a Safe', {
      cause: payload,
    });
  }
  const flag = toBigInt(dataSlice(payload, 0, 32));
  const size = toBigInt(dataSlice(payload, 32, 64));
  if (flag > 1n || size !== BigInt(length - 64)) {
    throw new InvalidSimulationResultError('The simulation did not answer like a Safe', {
      cause: payload,
    });
  }
  return {
    delegateSuccess: flag === 1n,
    returnData: size === 0n ? '0x' : dataSlice(payload, 64).toLowerCase(),
  };
}

/** The outcome of one simulated Safe call. */
export type SimulatedCall = {
  /** Whether the Safe transaction's call itself succeeded. */
  success: boolean;
  /** Gas the call used inside the Safe (execTransaction's own overhead is extra). */
  gasUsed: bigint;
  /** The call's return data, or its revert data when it failed. */
  returnData: string;
};

/**
 * Decodes the revert payload of {@link encodeSimulateTxCall}. Throws InvalidSimulationResultError
 * when the accessor itself failed or answered something else: that is no verdict on the call.
 */
export function decodeSimulateTxResult(payload: string): SimulatedCall {
  const { delegateSuccess, returnData } = decodeSimulateAndRevert(payload);
  if (!delegateSuccess) {
    throw new InvalidSimulationResultError('The simulation accessor failed', {
      cause: returnData,
    });
  }
  try {
    const [gasUsed, success, data] = coder.decode(['uint256', 'bool', 'bytes'], returnData);
    return {
      success: success as boolean,
      gasUsed: gasUsed as bigint,
      returnData: (data as string).toLowerCase(),
    };
  } catch (cause) {
    throw new InvalidSimulationResultError('The simulation accessor answered something else', {
      cause,
    });
  }
}
