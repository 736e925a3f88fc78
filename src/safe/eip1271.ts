import { eip1271Interface } from './calldata/abis';
import { EIP1271_LEGACY_MAGIC_VALUE, EIP1271_MAGIC_VALUE } from './constants';

/** An `eth_call` supplied by the caller, so src/safe stays free of I/O. Resolves to the return data. */
export type EthCall = (to: string, data: string) => Promise<string>;

/** Parameters of {@link isValidSafeSignature}. */
export type IsValidSafeSignatureParameters = {
  call: EthCall;
  safeAddress: string;
  /** The 32-byte hash of the message content (EIP-191 or EIP-712), not the SafeMessage hash. */
  dataHash: string;
  /** Owner signatures over the SafeMessage hash; `0x` asks whether the Safe signed it on chain. */
  signature?: string;
};

async function returnsMagic(
  call: EthCall,
  to: string,
  data: string,
  magic: string,
): Promise<boolean> {
  try {
    const result = await call(to, data);
    return typeof result === 'string' && result.slice(0, 10).toLowerCase() === magic;
  } catch {
    // A revert or an RPC error means "not valid": this check must never throw.
    return false;
  }
}

/** Calldata of both `isValidSignature` forms, or null when the input cannot be encoded. */
function encodeBothForms(dataHash: string, signature: string) {
  try {
    return {
      current: eip1271Interface.encodeFunctionData('isValidSignature(bytes32,bytes)', [
        dataHash,
        signature,
      ]),
      legacy: eip1271Interface.encodeFunctionData('isValidSignature(bytes,bytes)', [
        dataHash,
        signature,
      ]),
    };
  } catch {
    return null;
  }
}

/**
 * EIP-1271 check against a Safe: `isValidSignature(bytes32,bytes)` expecting 0x1626ba7e, then
 * `isValidSignature(bytes,bytes)` expecting 0x20c13b0b. Any failure returns false.
 */
export async function isValidSafeSignature({
  call,
  safeAddress,
  dataHash,
  signature = '0x',
}: IsValidSafeSignatureParameters): Promise<boolean> {
  const calls = encodeBothForms(dataHash, signature);
  if (!calls) return false;
  const { current, legacy } = calls;
  if (await returnsMagic(call, safeAddress, current, EIP1271_MAGIC_VALUE)) return true;
  return returnsMagic(call, safeAddress, legacy, EIP1271_LEGACY_MAGIC_VALUE);
}

/** Which of the two EIP-1271 forms returned its magic value (a check that cannot throw). */
export type SafeSignatureForms = { bytes32: boolean; bytes: boolean };

/** Asks both `isValidSignature(bytes32,bytes)` and `isValidSignature(bytes,bytes)`, separately. */
export async function checkSafeSignatureForms({
  call,
  safeAddress,
  dataHash,
  signature = '0x',
}: IsValidSafeSignatureParameters): Promise<SafeSignatureForms> {
  const calls = encodeBothForms(dataHash, signature);
  if (!calls) return { bytes32: false, bytes: false };
  const { current, legacy } = calls;
  const [bytes32, bytes] = await Promise.all([
    returnsMagic(call, safeAddress, current, EIP1271_MAGIC_VALUE),
    returnsMagic(call, safeAddress, legacy, EIP1271_LEGACY_MAGIC_VALUE),
  ]);
  return { bytes32, bytes };
}
