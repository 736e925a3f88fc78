// The Safe currently addressed by the URL (`?safe=<shortName>:<address>`), or null.
import { useSearchParams } from '../../router';

/** Returns the `safe` query parameter of the current location. */
export function useSafeParam(): string | null {
  const searchParams = useSearchParams();
  return searchParams.get('safe');
}
