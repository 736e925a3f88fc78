// The primary type of EIP-712 typed data (spec §5): the one given, else the single struct no other
// struct refers to. EIP712Domain is never a candidate (wallets include it in `types` at will).
import { SPECIFY_PRIMARY_TYPE_TEXT } from './error-texts';
import { SafeAppsValidationError } from './errors';
import type { EIP712TypedData } from './types';

/** `Foo[2][]` → `Foo`. */
const baseTypeName = (type: string): string => type.replace(/(\[\d*\])+$/, '');

/** The primary type of `typedData`; throws 'Please specify primaryType' when it cannot be told. */
export function derivePrimaryType(
  typedData: Pick<EIP712TypedData, 'types' | 'primaryType'>,
): string {
  const { primaryType, types } = typedData;
  if (typeof primaryType === 'string' && primaryType.length > 0) return primaryType;
  const referenced = new Set(
    Object.values(types).flatMap((fields) => fields.map((field) => baseTypeName(field.type))),
  );
  const candidates = Object.keys(types).filter(
    (name) => name !== 'EIP712Domain' && !referenced.has(name),
  );
  if (candidates.length !== 1) throw new SafeAppsValidationError(SPECIFY_PRIMARY_TYPE_TEXT);
  return candidates[0]!;
}
