// The bundle this device holds for one Safe transaction or message, read from IndexedDB, with a
// reload for after this device changed it.
import { useCallback, useEffect, useState } from 'react';
import type { SignedBundle } from '../../safe/bundle';
import { readHeldBundle } from './heldBundles';

/** Where the held bundle stands. */
export type HeldBundleState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; bundle: SignedBundle };

/** Reads the bundle held for `hash` of the Safe; `reload` reads it again. */
export function useHeldBundle(
  chainId: string,
  safe: string,
  hash: string,
): HeldBundleState & { reload: () => void } {
  const [state, setState] = useState<HeldBundleState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    readHeldBundle(chainId, safe, hash).then(
      (bundle) => live && setState(bundle ? { status: 'ready', bundle } : { status: 'missing' }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [chainId, safe, hash, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload };
}
