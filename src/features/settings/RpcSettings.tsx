// "RPC for <chain>": the node this device asks for the Safe's owners, threshold, nonce and
// implementation when it reviews a signature, and the fallbacks after it. The gateway's RPC is
// only a further voice: a lying gateway could also name a lying RPC.
import type { ChainInfo } from '../../gateway';
import { parseRpcUrl } from '../../query/rpc';
import type { RpcSource, RpcSourceKind } from '../../session/rpc/chainRpc';
import { useChainRpc, useSaveChainRpc } from '../../session/rpc/useChainRpc';
import { UrlSettingForm } from './UrlSettingForm';

const KIND_WORDS: Record<RpcSourceKind, string> = {
  user: '(yours)',
  shipped: '(the app’s default for this chain)',
  wallet: '(your wallet’s own node)',
  gateway: '(named by the gateway)',
};

function roleOf(source: RpcSource, index: number, primary: RpcSource | null): string {
  if (source === primary) return 'used for the review';
  if (source.kind === 'gateway') return 'compared only, never trusted alone';
  return index === 1 ? 'compared at the same block' : 'fallback';
}

/** The RPC form of one chain, with every source in the order the review tries them. */
export function RpcSettings({ chain }: { chain: ChainInfo }) {
  const rpc = useChainRpc(chain);
  const save = useSaveChainRpc(chain.chainId);
  const choice = rpc.status === 'pending' ? null : rpc.choice;
  return (
    <UrlSettingForm
      title={`RPC for ${chain.chainName}`}
      inUse={
        rpc.status === 'ok' ? (
          <>
            In use: <code data-testid="rpc-in-use">{rpc.url}</code> {KIND_WORDS[rpc.source]}
          </>
        ) : rpc.status === 'unavailable' ? (
          <span role="alert" data-testid="rpc-unavailable">
            {rpc.reason}.
          </span>
        ) : (
          'Loading…'
        )
      }
      hint={
        <>
          Before every signature, this device reads the Safe’s owners, threshold, nonce and
          implementation from this RPC instead of trusting the gateway, and compares the next source
          at the same block.
          {choice && choice.sources.length > 0 && (
            <ol aria-label={`RPC sources for ${chain.chainName}`} data-testid="rpc-sources">
              {choice.sources.map((source, index) => (
                <li key={source.url} data-source-kind={source.kind}>
                  <code>{source.kind === 'wallet' ? source.name : source.url}</code>{' '}
                  {KIND_WORDS[source.kind]}: {roleOf(source, index, choice.primary)}
                </li>
              ))}
            </ol>
          )}
        </>
      }
      label={`RPC address for ${chain.chainName}`}
      current={rpc.status === 'ok' ? rpc.url : ''}
      parse={parseRpcUrl}
      save={(next) => save.mutateAsync(next).then(() => undefined)}
      noun="RPC"
      isDefault={rpc.status !== 'ok' || rpc.source !== 'user'}
    />
  );
}
