import { ZeroAddress, getAddress, keccak256, toUtf8Bytes, type JsonRpcProvider } from 'ethers';
import { SAFE_ABI } from './abis';

/** A Safe's live on-chain configuration. */
export interface SafeState {
  address: string;
  nonce: number;
  threshold: number;
  owners: string[];
  masterCopy: string;
  version: string | null;
  modules: string[];
  guard: string;
  fallbackHandler: string;
}

const SENTINEL = '0x0000000000000000000000000000000000000001';
const GUARD_SLOT = keccak256(toUtf8Bytes('guard_manager.guard.address'));
const FALLBACK_HANDLER_SLOT = keccak256(toUtf8Bytes('fallback_manager.handler.address'));

function slotAddress(word: string): string {
  return getAddress(`0x${word.slice(-40)}`);
}

async function call(provider: JsonRpcProvider, to: string, fn: string, args: unknown[] = []) {
  const data = SAFE_ABI.encodeFunctionData(fn, args);
  const result = await provider.call({ to, data });
  return SAFE_ABI.decodeFunctionResult(fn, result);
}

/** Read a Safe's state from the chain; null when the address holds no Safe. */
export async function readSafeState(
  provider: JsonRpcProvider,
  address: string,
): Promise<SafeState | null> {
  const code = await provider.getCode(address);
  if (code === '0x') return null;
  try {
    const [nonce, threshold, owners, version, modules, masterCopy, guard, handler] =
      await Promise.all([
        call(provider, address, 'nonce'),
        call(provider, address, 'getThreshold'),
        call(provider, address, 'getOwners'),
        call(provider, address, 'VERSION').catch(() => null),
        call(provider, address, 'getModulesPaginated', [SENTINEL, 50]),
        provider.getStorage(address, 0),
        provider.getStorage(address, GUARD_SLOT),
        provider.getStorage(address, FALLBACK_HANDLER_SLOT),
      ]);
    return {
      address: getAddress(address),
      nonce: Number(nonce[0]),
      threshold: Number(threshold[0]),
      owners: (owners[0] as string[]).map((o) => getAddress(o)),
      masterCopy: slotAddress(masterCopy),
      version: version ? String(version[0]) : null,
      modules: (modules[0] as string[]).map((m) => getAddress(m)),
      guard: slotAddress(guard),
      fallbackHandler: slotAddress(handler),
    };
  } catch {
    // Code that does not answer the Safe interface is "not a Safe" for the gateway.
    return null;
  }
}

/** True when an address is the zero address. */
export function isZero(address: string | null | undefined): boolean {
  return !address || address.toLowerCase() === ZeroAddress;
}
