import { Interface, getAddress, type FunctionFragment, type ParamType, type Result } from 'ethers';
import type {
  DataDecoded,
  DecodedParameter,
  DecodedValue,
  ValueDecoded,
} from '../../../src/gateway/types';
import type { Operation } from '../../../src/gateway/vocabulary';
import { MULTISEND_ABI, SAFE_ABI, TOKEN_ABI } from '../chain/abis';

const MIGRATION_ABI = new Interface([
  'function migrateSingleton()',
  'function migrateWithFallbackHandler()',
  'function migrateL2Singleton()',
  'function migrateL2WithFallbackHandler()',
]);

const MODULE_DEMO_ABI = new Interface(['function mint(address to, uint256 amount)']);

// Every function the devnet can name, by selector: the Safe itself, tokens, MultiSend, migration.
const FRAGMENTS = new Map<string, FunctionFragment>();
for (const abi of [SAFE_ABI, TOKEN_ABI, MULTISEND_ABI, MIGRATION_ABI, MODULE_DEMO_ABI]) {
  abi.forEachFunction((fragment) => {
    if (!FRAGMENTS.has(fragment.selector)) FRAGMENTS.set(fragment.selector, fragment);
  });
}

function formatValue(type: ParamType, value: unknown): DecodedValue {
  if (type.isArray() || type.isTuple()) {
    const children = value as Result;
    const childType = (i: number) => (type.isArray() ? type.arrayChildren : type.components![i]!);
    return Array.from(children, (v, i) => formatValue(childType(i), v));
  }
  if (type.baseType === 'address') return getAddress(String(value));
  if (type.baseType === 'bool') return value ? 'True' : 'False';
  return typeof value === 'bigint' ? value.toString() : String(value);
}

/** Decode packed MultiSend transactions: operation(1) ‖ to(20) ‖ value(32) ‖ length(32) ‖ data. */
export function decodeMultiSendTransactions(packed: string): ValueDecoded[] {
  const hex = packed.startsWith('0x') ? packed.slice(2) : packed;
  const result: ValueDecoded[] = [];
  let i = 0;
  while (i < hex.length) {
    if (i + 170 > hex.length) throw new Error('Truncated multiSend entry');
    const operation = Number.parseInt(hex.slice(i, i + 2), 16);
    const to = getAddress(`0x${hex.slice(i + 2, i + 42)}`);
    const value = BigInt(`0x${hex.slice(i + 42, i + 106)}`).toString();
    const length = Number(BigInt(`0x${hex.slice(i + 106, i + 170)}`));
    const data = `0x${hex.slice(i + 170, i + 170 + length * 2)}`;
    if (data.length - 2 !== length * 2) throw new Error('Truncated multiSend data');
    i += 170 + length * 2;
    result.push({
      operation: (operation === 1 ? 1 : 0) as Operation,
      to,
      value,
      data: length === 0 ? null : data,
      dataDecoded: length === 0 ? null : decodeData(data),
    });
  }
  return result;
}

/** Decode calldata against the functions the devnet knows; null when unknown or malformed. */
export function decodeData(data: string | null | undefined): DataDecoded | null {
  if (!data || data.length < 10) return null;
  const fragment = FRAGMENTS.get(data.slice(0, 10).toLowerCase());
  if (!fragment) return null;
  try {
    const args = new Interface([fragment]).decodeFunctionData(fragment, data);
    const parameters: DecodedParameter[] = fragment.inputs.map((input, i) => {
      const parameter: DecodedParameter = {
        name: input.name,
        type: input.type,
        value: formatValue(input, args[i]),
      };
      if (fragment.name === 'multiSend' && input.name === 'transactions')
        parameter.valueDecoded = decodeMultiSendTransactions(String(args[i]));
      return parameter;
    });
    return { method: fragment.name, parameters };
  } catch {
    return null;
  }
}

/** The decoded value of a named parameter, as a string. */
export function param(decoded: DataDecoded, name: string): string {
  const found = decoded.parameters?.find((p) => p.name === name);
  return typeof found?.value === 'string' ? found.value : '';
}
