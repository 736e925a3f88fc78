// "RPC for <chain>": the node this device asks for the Safe's owners, threshold, nonce and
// implementation when it reviews a signature. The chain config's RPC (named by the gateway) is
// only the default, so a lying gateway cannot also name a lying RPC.
import type { ChainInfo } from '../../gateway';
import { parseRpcUrl } from '../../query/rpc';
import { useChainRpc, useSaveChainRpc } from '../../session/rpc/useChainRpc';
import { UrlSettingForm } from './UrlSettingForm';

/** The RPC form of one chain. */
export function RpcSettings({ chain }: { chain: ChainInfo }) {
  const rpc = useChainRpc(chain);
  const save = useSaveChainRpc(chain.chainId);
  return (
    <UrlSettingForm
      title={`RPC for ${chain.chainName}`}
      inUse={
        rpc.status === 'ok' ? (
          <>
            In use: <code data-testid="rpc-in-use">{rpc.url}</code>
            {rpc.source === 'custom' ? ' (yours)' : ' (the chain’s default)'}
          </>
        ) : rpc.status === 'unavailable' ? (
          `No RPC can be used: ${rpc.reason}.`
        ) : (
          'Loading…'
        )
      }
      hint="Before every signature, this device reads the Safe’s owners, threshold, nonce and implementation from this RPC instead of trusting the gateway."
      label={`RPC address for ${chain.chainName}`}
      current={rpc.status === 'ok' ? rpc.url : ''}
      parse={parseRpcUrl}
      save={(next) => save.mutateAsync(next).then(() => undefined)}
      noun="RPC"
      isDefault={rpc.status === 'ok' && rpc.source === 'default'}
    />
  );
}
