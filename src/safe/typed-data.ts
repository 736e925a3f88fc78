import { TypedDataEncoder, type TypedDataField } from 'ethers';
import { PrimaryTypeError } from './errors';

/** EIP-712 typed data as apps send it; `primaryType` may be missing (the SDK type has none). */
export type TypedDataInput = {
  domain: {
    name?: string;
    version?: string;
    chainId?: bigint | number | string;
    verifyingContract?: string;
    salt?: string;
  };
  types: Record<string, ReadonlyArray<{ name: string; type: string }>>;
  primaryType?: string;
  message: Record<string, unknown>;
};

const baseType = (type: string): string => type.replace(/(\[\d*\])+$/, '');

/**
 * The primary type: the given one, else the single type no other type refers to (array brackets
 * ignored, EIP712Domain excluded). Zero or several candidates: Error 'Please specify primaryType'.
 */
export function getPrimaryType(types: TypedDataInput['types'], primaryType?: string): string {
  const names = Object.keys(types).filter((name) => name !== 'EIP712Domain');
  if (primaryType !== undefined && primaryType !== '') {
    if (!names.includes(primaryType)) {
      throw new PrimaryTypeError('Unknown primaryType', { cause: primaryType });
    }
    return primaryType;
  }
  const referenced = new Set<string>();
  for (const name of names) {
    for (const field of types[name] ?? []) referenced.add(baseType(field.type));
  }
  const candidates = names.filter((name) => !referenced.has(name));
  if (candidates.length !== 1)
    throw new PrimaryTypeError('Please specify primaryType', { cause: candidates });
  return candidates[0]!;
}

/** The types reachable from the primary type, without EIP712Domain (what ethers wants). */
export function getTypesForPrimaryType(
  types: TypedDataInput['types'],
  primaryType: string,
): Record<string, TypedDataField[]> {
  const result: Record<string, TypedDataField[]> = {};
  const pending = [primaryType];
  while (pending.length > 0) {
    const name = pending.pop()!;
    const fields = types[name];
    if (result[name] || !fields || name === 'EIP712Domain') continue;
    result[name] = fields.map(({ name: fieldName, type }) => ({ name: fieldName, type }));
    for (const field of fields) pending.push(baseType(field.type));
  }
  return result;
}

/** The EIP-712 hash of typed data, deriving the primary type when it is missing. */
export function hashTypedData(typedData: TypedDataInput): string {
  const primaryType = getPrimaryType(typedData.types, typedData.primaryType);
  const types = getTypesForPrimaryType(typedData.types, primaryType);
  // Extra types the primary type never uses would make ethers' own derivation ambiguous.
  return TypedDataEncoder.hash(typedData.domain, types, typedData.message);
}

/** Errors {@link hashTypedData} and {@link getPrimaryType} can throw. */
export type HashTypedDataErrorType = PrimaryTypeError;
