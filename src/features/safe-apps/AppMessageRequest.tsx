// An app's message to sign: shown as text, then signed by the owner as a Safe message (the
// SafeMessage hash computed here) and created on the gateway through the outbox. As the spec's
// B.3 says, the app gets `{ messageHash, signature }` only once the message reaches the threshold
// (at once for a 1-of-n Safe; else the host waits while the other owners sign). Where off-chain
// signing does not apply, the reviewed on-chain SignMessageLib path answers `{ safeTxHash }`.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { calculateSafeMessageHash, getSafeMessageTypedData } from '../../safe';
import type { InteractiveRequest } from '../../safe-apps/host/appHost';
import { safeMessageContentOf, usesOffChainSigning } from '../../safe-apps/host/messageSigning';
import { describeError } from '../../session/errors/describeError';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { proposeMessageItem } from '../../session/outbox/outboxItems';
import { useWalletSession } from '../../session/wallet/useWalletSession';
import type { ReadySafe } from '../shared/RequireSafe';
import { safeAppOrigin } from '../../safe-apps/host/appTransactions';
import { AppMessageWaiting } from './AppMessageWaiting';
import { useChainFacts } from '../tx-flows/new/useChainFacts';
import { reviewVersion } from '../tx-flows/review/reviewVersion';
import { useFocusOnMount } from '../tx-flows/new/useFocusOnMount';
import { signHash } from '../tx-flows/signHash';
import { SignMessageOnChain } from '../tx-flows/SignMessageOnChain';
import { storeAndSend } from '../tx-flows/txFlows';
import { walletBlocker } from '../tx-flows/walletBlocker';
import { SigningHardwareScreen } from '../tx-flows/SigningHardwareScreen';

/** Props of AppMessageRequest. */
export interface AppMessageRequestProps {
  safe: ReadySafe;
  appOrigin: string;
  appName: string;
  /** The app's URL (with its name, the message's `origin` on the gateway). */
  appUrl: string;
  request: Extract<InteractiveRequest, { method: 'signMessage' | 'signTypedMessage' }>;
  settings: { offChainSigning: boolean };
  onDone: (data: unknown) => void;
  onReject: () => void;
}

/** The signing step of an app's message. */
export function AppMessageRequest(props: AppMessageRequestProps) {
  const { safe, appOrigin, appName, appUrl, request, settings, onDone, onReject } = props;
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const wallet = useWalletSession();
  const { state, problem } = useChainFacts(safe);
  const { version } = reviewVersion(state);
  const [busy, setBusy] = useState(false);
  // Screen readers follow the request: its message takes the focus when it appears.
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [error, setError] = useState<string | null>(null);
  // Created with this owner's signature and waiting for the others (threshold > 1).
  const [waiting, setWaiting] = useState<{ messageHash: string; threshold: number } | null>(null);
  const raw = request.method === 'signMessage' ? request.params.message : request.params.typedData;
  const shown = typeof raw === 'string' ? raw : JSON.stringify(raw, null, 2);
  const isOwner =
    !!wallet.address &&
    !!state?.owners.some((o) => o.toLowerCase() === wallet.address!.toLowerCase());
  const blocker = state ? walletBlocker(wallet, safe.chain, isOwner) : problem;
  const offChain =
    state !== null &&
    usesOffChainSigning({
      chain: safe.chain,
      safeVersion: state.version,
      sdkVersion: request.sdkVersion,
      offChainSigning: settings.offChainSigning,
    });

  // The SafeMessage the wallet will get, for the hardware-wallet screen beside "Sign".
  const typedData = useMemo(() => {
    if (!version) return null;
    try {
      return getSafeMessageTypedData({
        safeAddress: safe.safeAddress,
        chainId: safe.chainId,
        version,
        message: safeMessageContentOf(raw),
      });
    } catch {
      return null;
    }
  }, [version, safe.safeAddress, safe.chainId, raw]);

  const sign = async () => {
    if (!version || !state || !wallet.address) return;
    setBusy(true);
    setError(null);
    try {
      const message = safeMessageContentOf(raw);
      const parameters = {
        safeAddress: safe.safeAddress,
        chainId: safe.chainId,
        version,
        message,
      };
      const messageHash = calculateSafeMessageHash(parameters);
      const signature = await signHash(wallet, {
        typedData: getSafeMessageTypedData(parameters),
        hash: messageHash,
        method: 'typed-data',
      });
      const ctx = { client, queryClient, chain: safe.chain, safeAddress: safe.safeAddress };
      await storeAndSend(
        ctx,
        proposeMessageItem(
          { chainId: safe.chainId, safe: safe.safeAddress },
          {
            messageHash,
            body: {
              message: message as never,
              signature,
              origin: safeAppOrigin(appUrl, appName),
            },
          },
          `Message from ${appOrigin}`,
        ),
      );
      if (state.threshold <= 1) onDone({ messageHash, signature });
      else setWaiting({ messageHash, threshold: state.threshold });
    } catch (cause) {
      setError(describeError(cause));
      setBusy(false);
    }
  };

  if (waiting) {
    return (
      <AppMessageWaiting
        safe={safe}
        messageHash={waiting.messageHash}
        threshold={waiting.threshold}
        onDone={onDone}
        onStop={onReject}
      />
    );
  }

  if (state !== null && !offChain && version) {
    // The chain, the Safe, the app's SDK or its setting needs the reviewed on-chain path; the app
    // gets the safeTxHash once the transaction is proposed.
    const message = safeMessageContentOf(raw);
    const messageHash = calculateSafeMessageHash({
      safeAddress: safe.safeAddress,
      chainId: safe.chainId,
      version,
      message,
    });
    return (
      <div className="stack" data-testid="app-message-request">
        <h3>The message</h3>
        <pre className="code-block" tabIndex={0} aria-label="The message to sign">
          {shown}
        </pre>
        <p className="hint">This message is signed on chain, by a Safe transaction.</p>
        <SignMessageOnChain
          safe={safe}
          message={{ message: message as never, messageHash }}
          requestedBy={`Asked by ${appOrigin}.`}
          onClose={onReject}
          onProposed={({ safeTxHash }) => onDone({ safeTxHash })}
        />
      </div>
    );
  }

  return (
    <div className="stack" data-testid="app-message-request">
      <h3 ref={heading} tabIndex={-1}>
        The message
      </h3>
      <pre className="code-block" tabIndex={0} aria-label="The message to sign">
        {shown}
      </pre>
      {state === null && !problem && <p className="hint">Reading the Safe from the chain…</p>}
      {blocker && <p className="notice warning">{blocker}</p>}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {offChain && <SigningHardwareScreen typedData={typedData} what="the app’s message" />}
      <div className="actions">
        <button
          className="button primary"
          type="button"
          onClick={() => void sign()}
          disabled={busy || !offChain || !!blocker || !version}
        >
          {busy ? 'Waiting for your wallet’s signature…' : 'Sign the message'}
        </button>
        <button className="button" type="button" onClick={onReject} disabled={busy}>
          Reject
        </button>
      </div>
    </div>
  );
}
