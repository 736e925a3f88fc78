// The setup card fed by the chain read: its own module so screens load the chain-state code after
// their first render (ChainSafeSetup shows the gateway's values meanwhile).
import type { SafeInfo } from '../../gateway';
import { useSafeChainState } from '../../session/review/useSafeChainState';
import type { ReadySafe } from './RequireSafe';
import { SafeSetup } from './SafeSetup';

/** The setup card with the chain's owners, threshold, nonce and version once they were read. */
export default function SafeSetupFromChain({ safe, info }: { safe: ReadySafe; info: SafeInfo }) {
  const { check } = useSafeChainState(safe.chain, safe.safeAddress);
  return (
    <SafeSetup
      info={info}
      chain={safe.chain}
      chainState={check?.status === 'checked' ? check.state : null}
    />
  );
}
