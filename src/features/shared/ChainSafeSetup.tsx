// The Safe's setup card as the chain has it: owners, threshold, nonce and version read over the
// user's RPC once available (the gateway's values until then, and "the gateway says…" where they
// differ). Home and Settings › Setup show the same card.
import type { SafeInfo } from '../../gateway';
import { useSafeChainState } from '../../session/review/useSafeChainState';
import type { ReadySafe } from './RequireSafe';
import { SafeSetup } from './SafeSetup';

/** The setup card with the chain's owners, threshold, nonce and version once they were read. */
export function ChainSafeSetup({ safe, info }: { safe: ReadySafe; info: SafeInfo }) {
  const { check } = useSafeChainState(safe.chain, safe.safeAddress);
  return (
    <SafeSetup
      info={info}
      chain={safe.chain}
      chainState={check?.status === 'checked' ? check.state : null}
    />
  );
}
