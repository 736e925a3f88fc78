import {
  dataLength,
  dataSlice,
  getAddress,
  type Interface,
  type ParamType,
  type Result,
} from 'ethers';
import type { OperationType } from '../constants';
import {
  createCallInterface,
  erc20Interface,
  erc721Interface,
  migrationInterface,
  multiSendInterface,
  safeInterface,
  signMessageLibInterface,
} from '../calldata/abis';
import { decodeMultiSendData } from '../calldata/multi-send';

/** A decoded argument value: a string, or nested arrays for arrays and tuples (as the gateway sends). */
export type LocalDecodedValue = string | LocalDecodedValue[];

/** A call inside a decoded multiSend. */
export type LocalValueDecoded = {
  operation: OperationType;
  to: string;
  value: string;
  data: string | null;
  dataDecoded: LocalDataDecoded | null;
};

/** One decoded argument. */
export type LocalDecodedParameter = {
  name: string;
  type: string;
  value: LocalDecodedValue;
  valueDecoded?: LocalValueDecoded[];
};

/** A locally decoded call, in the gateway's DataDecoded shape. */
export type LocalDataDecoded = { method: string; parameters: LocalDecodedParameter[] };

// Order matters only for shared selectors: ERC-20 names transferFrom/approve parameters.
const interfaces: Interface[] = [
  safeInterface,
  erc20Interface,
  erc721Interface,
  multiSendInterface,
  signMessageLibInterface,
  migrationInterface,
  createCallInterface,
];

/** True if the local decoder knows the function selector of `data`. */
export function isKnownSelector(data: string): boolean {
  if (dataLength(data) < 4) return false;
  const selector = dataSlice(data, 0, 4);
  return interfaces.some((iface) => iface.getFunction(selector) !== null);
}

function formatValue(type: ParamType, value: unknown): LocalDecodedValue {
  if (type.isArray())
    return (value as Result).toArray().map((item) => formatValue(type.arrayChildren!, item));
  if (type.isTuple())
    return (value as Result)
      .toArray()
      .map((item, index) => formatValue(type.components![index]!, item));
  if (type.baseType === 'address') return getAddress(value as string);
  if (type.baseType === 'bool') return value ? 'True' : 'False';
  if (typeof value === 'bigint') return value.toString();
  return String(value).toLowerCase();
}

/**
 * Decodes Safe, ERC-20, ERC-721, MultiSend, SignMessageLib, migration and CreateCall calldata; null
 * when the selector is unknown or the arguments do not decode. MultiSend batches are decoded inside.
 */
export function decodeCalldata(
  data: string | null | undefined,
  depth = 0,
): LocalDataDecoded | null {
  if (!data || dataLength(data) < 4) return null;
  const selector = dataSlice(data, 0, 4);
  for (const iface of interfaces) {
    const fragment = iface.getFunction(selector);
    if (!fragment) continue;
    let args: Result;
    try {
      args = iface.decodeFunctionData(fragment, data);
      // Trailing bytes after valid arguments would hide data from the decoded view.
      if (iface.encodeFunctionData(fragment, args).toLowerCase() !== data.toLowerCase())
        return null;
    } catch {
      return null;
    }
    const parameters = fragment.inputs.map((input, index): LocalDecodedParameter => {
      const parameter: LocalDecodedParameter = {
        name: input.name,
        type: input.type,
        value: formatValue(input, args[index]),
      };
      if (fragment.name === 'multiSend' && depth < 4) {
        parameter.valueDecoded = decodeMultiSendData(args[index] as string).map((call) => ({
          operation: call.operation,
          to: call.to,
          value: call.value.toString(),
          data: call.data === '0x' ? null : call.data,
          dataDecoded: decodeCalldata(call.data, depth + 1),
        }));
      }
      return parameter;
    });
    return { method: fragment.name, parameters };
  }
  return null;
}
