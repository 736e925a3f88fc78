import {
  concat,
  dataLength,
  dataSlice,
  getAddress,
  getBytes,
  solidityPacked,
  toBigInt,
  toNumber,
} from 'ethers';
import { OPERATION, type OperationType } from '../constants';
import { InvalidMultiSendError } from '../errors';
import type { SafeCall } from '../safe-transaction';
import { multiSendInterface } from './abis';

/** One call inside a multiSend batch, fully specified. */
export type MultiSendCall = { operation: OperationType; to: string; value: bigint; data: string };

/** Packs calls as MultiSend reads them: operation uint8 ‖ to ‖ value uint256 ‖ data length ‖ data. */
export function encodeMultiSendData(calls: readonly SafeCall[]): string {
  return concat(
    calls.map(({ to, value = 0n, data = '0x', operation = OPERATION.CALL }) =>
      solidityPacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [operation, to, value, dataLength(data), data],
      ),
    ),
  ).toLowerCase();
}

/** Unpacks MultiSend's `transactions` bytes; throws InvalidMultiSendError on truncated or bad input. */
export function decodeMultiSendData(transactions: string): MultiSendCall[] {
  const total = getBytes(transactions).length;
  const calls: MultiSendCall[] = [];
  let offset = 0;
  while (offset < total) {
    // 1 + 20 + 32 + 32 bytes of header before the data.
    if (offset + 85 > total)
      throw new InvalidMultiSendError('Truncated multiSend transaction', { cause: offset });
    const operation = toNumber(dataSlice(transactions, offset, offset + 1));
    if (operation !== 0 && operation !== 1) {
      throw new InvalidMultiSendError('Invalid multiSend operation', { cause: operation });
    }
    const to = getAddress(dataSlice(transactions, offset + 1, offset + 21));
    const value = toBigInt(dataSlice(transactions, offset + 21, offset + 53));
    const length = toBigInt(dataSlice(transactions, offset + 53, offset + 85));
    if (BigInt(offset) + 85n + length > BigInt(total)) {
      throw new InvalidMultiSendError('Truncated multiSend data', { cause: offset });
    }
    const end = offset + 85 + Number(length);
    calls.push({
      operation,
      to,
      value,
      data: length === 0n ? '0x' : dataSlice(transactions, offset + 85, end),
    });
    offset = end;
  }
  return calls;
}

/**
 * A batch as one Safe transaction: DELEGATECALL into MultiSendCallOnly (pass its address) or
 * MultiSend (needed only if a call is itself a delegatecall).
 */
export function buildMultiSendCall(p: { multiSend: string; calls: readonly SafeCall[] }): SafeCall {
  const data = multiSendInterface.encodeFunctionData('multiSend', [encodeMultiSendData(p.calls)]);
  return { to: getAddress(p.multiSend), value: 0n, data, operation: OPERATION.DELEGATECALL };
}

/** Errors {@link decodeMultiSendData} can throw. */
export type DecodeMultiSendDataErrorType = InvalidMultiSendError;
