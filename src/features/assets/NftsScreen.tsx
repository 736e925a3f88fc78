// NFTs screen (placeholder until its issue lands).
import { ComingSoon } from '../shared/ComingSoon';

/** The NFTs screen. */
export function NftsScreen() {
  return <ComingSoon title="NFTs" />;
}
