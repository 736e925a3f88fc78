// Address book screen (placeholder until its issue lands).
import { ComingSoon } from '../shared/ComingSoon';

/** The Address book screen. */
export function AddressBookScreen() {
  return <ComingSoon title="Address book" />;
}
