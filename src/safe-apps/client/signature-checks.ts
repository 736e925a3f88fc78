// EIP-1271 checks over `eth_call` through the host: `isValidSignature(bytes32,bytes)` must return
// 0x1626ba7e, else `isValidSignature(bytes,bytes)` 0x20c13b0b (spec §9). A check that fails in any
// way — revert, RPC error, bad input — is false, never an error (spec §8).
import { encodeFunctionData, type Hex } from 'viem';

/** Magic value of `isValidSignature(bytes32,bytes)`. */
export const MAGIC_VALUE = '0x1626ba7e';
/** Magic value of the legacy `isValidSignature(bytes,bytes)`. */
export const MAGIC_VALUE_BYTES = '0x20c13b0b';

const isValidSignatureAbi = [
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: '_dataHash', type: 'bytes32' },
      { name: '_signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
] as const;

const isValidSignatureBytesAbi = [
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: '_data', type: 'bytes' },
      { name: '_signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
] as const;

/** An `eth_call` to `to` with `data` at 'latest', resolving with the return data. */
export type EthCallAt = (to: string, data: Hex) => Promise<unknown>;

async function returnsMagic(call: () => Promise<unknown>, magic: string): Promise<boolean> {
  try {
    const result = await call();
    return typeof result === 'string' && result.slice(0, 10).toLowerCase() === magic;
  } catch {
    return false;
  }
}

/** Whether the Safe at `safeAddress` accepts `signature` for `messageHash` under either form. */
export async function isSignedBySafe(
  ethCall: EthCallAt,
  safeAddress: string,
  messageHash: string,
  signature = '0x',
): Promise<boolean> {
  const current = () =>
    ethCall(
      safeAddress,
      encodeFunctionData({
        abi: isValidSignatureAbi,
        functionName: 'isValidSignature',
        args: [messageHash as Hex, signature as Hex],
      }),
    );
  if (await returnsMagic(current, MAGIC_VALUE)) return true;
  const legacy = () =>
    ethCall(
      safeAddress,
      encodeFunctionData({
        abi: isValidSignatureBytesAbi,
        functionName: 'isValidSignature',
        args: [messageHash as Hex, signature as Hex],
      }),
    );
  return returnsMagic(legacy, MAGIC_VALUE_BYTES);
}
