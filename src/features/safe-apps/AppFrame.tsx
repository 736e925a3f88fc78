// One app in its sandboxed frame, hosted for the Safe: reads answered by the host service, and the
// requests a signer answers shown here one at a time (what the app asked for, then the review or
// the prompt). Closing a review or prompt answers the app with the rejection.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { safeChainStateQueryOptions } from '../../query/options/chainState';
import type { InteractiveRequest, ReadRequest } from '../../safe-apps/host/appHost';
import { RequestRejectedError } from '../../safe-apps/host/hostErrors';
import { indexedDbPermissionStore, requestPermissions } from '../../safe-apps/host/permissions';
import { answerRead, type ReadContext } from '../../safe-apps/host/readAnswers';
import { useAppHost } from '../../safe-apps/host/useAppHost';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { chainStateParameters, useChainRpc } from '../../session/rpc/useChainRpc';
import { useWalletSession } from '../../session/wallet/useWalletSession';
import { listAddressBook } from '../../storage/addressBook';
import type { ReadySafe } from '../shared/RequireSafe';
import { AppRequestPanel, type ActiveRequest } from './AppRequestPanel';

/**
 * What the frame may do, and why each is needed:
 * - allow-scripts: apps are JavaScript applications;
 * - allow-same-origin: the app keeps its own origin, so its messages carry it (the host checks it)
 *   and it can use its own storage; safe only because apps on this host's origin are refused;
 * - allow-forms: apps submit forms (amounts, addresses);
 * - allow-popups, allow-popups-to-escape-sandbox: links to explorers and docs open in a new tab
 *   that works as a normal page.
 * Not allowed: top navigation (an app may never replace this app), modals, downloads, pointer lock.
 */
export const APP_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** Browser features delegated to the app: copying an address or a hash is common; nothing else. */
export const APP_ALLOW = 'clipboard-write';

/** Props of AppFrame. */
export interface AppFrameProps {
  safe: ReadySafe;
  appUrl: string;
  appOrigin: string;
  appName: string;
}

/** The app in its frame, with its pending request above it. */
export function AppFrame({ safe, appUrl, appOrigin, appName }: AppFrameProps) {
  const iframe = useRef<HTMLIFrameElement>(null);
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const wallet = useWalletSession();
  const rpc = useChainRpc(safe.chain);
  const [active, setActive] = useState<ActiveRequest | null>(null);
  const [loaded, setLoaded] = useState(false);
  const settings = useRef({ offChainSigning: true });

  const rpcUrl = rpc.status === 'ok' ? rpc.url : null;
  const readContext: ReadContext = {
    appOrigin,
    hostOrigin: window.location.origin,
    chain: safe.chain,
    safeAddress: safe.safeAddress,
    client,
    rpcUrl: () => rpcUrl,
    readSafeState: async () => {
      const parameters = chainStateParameters(rpc, safe.chainId, safe.safeAddress);
      if (!parameters) throw new Error('No RPC independent of the gateway for this chain');
      const read = await queryClient.fetchQuery(safeChainStateQueryOptions(parameters));
      // The same rule as the review: sources that disagree at one block answer nothing.
      if (read.disagreements.length > 0) throw new Error('The RPCs disagree about this Safe');
      return read.state;
    },
    walletAddress: () => wallet.address ?? null,
    permissions: indexedDbPermissionStore,
    readAddressBook: async () =>
      (await listAddressBook(safe.chainId)).map(({ address, chainId, name }) => ({
        address,
        chainId,
        name,
      })),
    settings: settings.current,
  };

  const answerInteractive = useCallback(
    async (request: InteractiveRequest): Promise<unknown> => {
      try {
        if (request.method === 'wallet_requestPermissions') {
          return await requestPermissions(
            indexedDbPermissionStore,
            appOrigin,
            request.params,
            (capabilities) =>
              new Promise<boolean>((resolve) =>
                setActive({ kind: 'permissions', capabilities, resolve }),
              ),
          );
        }
        return await new Promise<unknown>((resolve, reject) =>
          setActive({ kind: 'signer', request, resolve, reject }),
        );
      } finally {
        setActive(null);
      }
    },
    [appOrigin],
  );

  const queue = useAppHost({
    appOrigin,
    iframe,
    answerRead: (request: ReadRequest) => answerRead(readContext, request),
    answerInteractive,
  });

  return (
    <div className="stack">
      {active && (
        <AppRequestPanel
          safe={safe}
          appName={appName}
          appOrigin={appOrigin}
          appUrl={appUrl}
          active={active}
          waiting={queue.waiting.length}
          settings={settings.current}
          onReject={() =>
            active.kind === 'signer'
              ? active.reject(new RequestRejectedError())
              : active.resolve(false)
          }
        />
      )}
      {!loaded && <p className="hint">Loading {appName}…</p>}
      <iframe
        ref={iframe}
        className="app-frame"
        src={appUrl}
        title={`${appName} (Safe App from ${appOrigin})`}
        sandbox={APP_SANDBOX}
        allow={APP_ALLOW}
        referrerPolicy="strict-origin"
        onLoad={() => setLoaded(true)}
        data-testid="safe-app-frame"
      />
    </div>
  );
}
