// The Safe's setup card as the chain has it: owners, threshold, nonce and version read over the
// user's RPC once available (the gateway's values until then, and "the gateway says…" where they
// differ). Home and Settings › Setup show the same card. The chain-reading part loads once the
// screen has painted, in a task of its own; the gateway's card stands in meanwhile, so the card
// does not change when that code arrives.
import type { SafeInfo } from '../../gateway';
import type { ReadySafe } from './RequireSafe';
import { SafeSetup } from './SafeSetup';
import { moduleAfterPaint, useModuleAfterPaint } from './useModuleAfterPaint';

const safeSetupFromChain = moduleAfterPaint(() => import('./SafeSetupFromChain'));

/** The setup card with the chain's owners, threshold, nonce and version once they were read. */
export function ChainSafeSetup({ safe, info }: { safe: ReadySafe; info: SafeInfo }) {
  const SafeSetupFromChain = useModuleAfterPaint(safeSetupFromChain)?.default;
  return SafeSetupFromChain ? (
    <SafeSetupFromChain safe={safe} info={info} />
  ) : (
    <SafeSetup info={info} chain={safe.chain} chainState={null} />
  );
}
