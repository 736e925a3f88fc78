// The Safe's modules, guard and fallback handler as the chain reports them: the new-transaction
// forms need the chain's module list (prevModule) and current settings, never the gateway's.
import { dataSlice, getAddress, isHexString } from 'ethers';
import { lazyInterface } from '../calldata/lazy-interface';
import { FALLBACK_HANDLER_STORAGE_SLOT, GUARD_STORAGE_SLOT, SENTINEL_ADDRESS } from '../constants';
import type { SafeChainReader } from '../chain-state';
import { SafeCoreError } from '../errors';

const modulesInterface = lazyInterface([
  'function getModulesPaginated(address start, uint256 pageSize) view returns (address[] array, address next)',
]);

/** Modules (in linked-list order), guard and fallback handler; zero address = none. */
export type SafeSettingsState = {
  modules: string[];
  guard: string;
  fallbackHandler: string;
};

/** The chain gave an answer that is not a module page or a storage word. */
export class SafeSettingsReadError extends SafeCoreError {
  override name = 'SafeSettingsReadError';
}

const PAGE_SIZE = 50;
// A Safe with more modules than this is unusual enough to refuse rather than loop for long.
const MAX_PAGES = 20;

function addressInSlot(word: string): string {
  if (!isHexString(word, 32)) throw new SafeSettingsReadError('Unreadable storage word');
  return getAddress(dataSlice(word, 12, 32));
}

/** Reads every module page, the guard slot and the fallback handler slot. */
export async function readSafeSettings({
  reader,
  safeAddress,
}: {
  reader: Pick<SafeChainReader, 'call' | 'getStorageAt'>;
  safeAddress: string;
}): Promise<SafeSettingsState> {
  const address = getAddress(safeAddress);
  const modules: string[] = [];
  let start = SENTINEL_ADDRESS;
  for (let page = 0; page < MAX_PAGES; page++) {
    const data = modulesInterface.encodeFunctionData('getModulesPaginated', [start, PAGE_SIZE]);
    let decoded;
    try {
      decoded = modulesInterface.decodeFunctionResult(
        'getModulesPaginated',
        await reader.call(address, data),
      );
    } catch (cause) {
      throw new SafeSettingsReadError('The chain gave no readable module list', { cause });
    }
    const [array, next] = decoded as unknown as [string[], string];
    modules.push(...array.map((m) => getAddress(m)));
    if (array.length < PAGE_SIZE || getAddress(next) === getAddress(SENTINEL_ADDRESS)) break;
    start = next;
  }
  const [guardWord, handlerWord] = await Promise.all([
    reader.getStorageAt(address, GUARD_STORAGE_SLOT),
    reader.getStorageAt(address, FALLBACK_HANDLER_STORAGE_SLOT),
  ]);
  return {
    modules,
    guard: addressInSlot(guardWord),
    fallbackHandler: addressInSlot(handlerWord),
  };
}
