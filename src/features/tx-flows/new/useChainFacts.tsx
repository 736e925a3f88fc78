// What the new-transaction forms and review build on, read from the chain (the RPC chosen in
// Settings): owners, threshold, nonce, version; modules, guard, fallback handler on request.
import { useQuery } from '@tanstack/react-query';
import type { Finding, SafeChainState, SafeSettingsState } from '../../../safe';
import { safeSettingsQueryOptions } from '../../../query/options/newTransaction';
import { useSafeChainState, type SourceReport } from '../../../session/review/useSafeChainState';
import { useChainRpc } from '../../../session/rpc/useChainRpc';
import { describeError } from '../../../session/errors/describeError';
import type { ReadySafe } from '../../shared/RequireSafe';

/** The chain's view of the Safe: `state` when read, else why not (null while reading). */
export type ChainFacts = {
  rpcUrl: string | null;
  state: SafeChainState | null;
  /** Why the chain could not be read; null while it is read or once it was. */
  problem: string | null;
  /** Where a further RPC source disagreed at the same block: nothing may be signed then. */
  disagreements: readonly Finding[];
  /** Every RPC source asked, primary first. */
  sources: SourceReport[];
};

/** Owners, threshold, nonce and version from the chain. */
export function useChainFacts(safe: ReadySafe): ChainFacts {
  const { check, rpc, sources } = useSafeChainState(safe.chain, safe.safeAddress);
  const rpcUrl = rpc?.url ?? null;
  if (check?.status === 'checked') {
    const disagreements = check.disagreements ?? [];
    return { rpcUrl, state: check.state, problem: null, disagreements, sources };
  }
  return {
    rpcUrl,
    state: null,
    problem: check?.status === 'unchecked' ? check.reason : null,
    disagreements: [],
    sources,
  };
}

/** Modules (on-chain order), guard and fallback handler from the chain. */
export function useChainSettings(safe: ReadySafe): {
  settings: SafeSettingsState | null;
  problem: string | null;
} {
  const rpc = useChainRpc(safe.chain);
  const rpcUrl = rpc.status === 'ok' ? rpc.url : '';
  const query = useQuery({
    ...safeSettingsQueryOptions({ rpcUrl, chainId: safe.chainId, safeAddress: safe.safeAddress }),
    enabled: rpc.status === 'ok',
  });
  if (rpc.status === 'unavailable') return { settings: null, problem: rpc.reason };
  if (query.error) return { settings: null, problem: describeError(query.error) };
  if (query.fetchStatus === 'paused' && !query.data) return { settings: null, problem: 'offline' };
  return { settings: query.data ?? null, problem: null };
}

/** The chain could not be read: a form that needs it says so instead of guessing. */
export function ChainNotReady({ problem }: { problem: string | null }) {
  return problem ? (
    <p className="field-error" role="alert">
      The chain could not be read ({problem}). This change is built from the chain’s own lists, so
      it waits until the chain answers.
    </p>
  ) : (
    <p role="status" className="hint">
      Reading the Safe from the chain…
    </p>
  );
}
