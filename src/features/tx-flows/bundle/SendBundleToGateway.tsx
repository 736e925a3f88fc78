// The "Send to the gateway" control of a bundle's review: only the signatures the review proved
// are sent, so the gateway gets nothing this device could not vouch for.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SafeInfo, SafeMessage, TransactionDetails } from '../../../gateway';
import type { SignedBundle } from '../../../safe/bundle';
import { useGatewayClient } from '../../../session/gateway/useGatewayClient';
import { describeError } from '../../../session/errors/describeError';
import type { ReadySafe } from '../../shared/RequireSafe';
import { sendBundleToGateway, sendMessageBundleToGateway } from './sendToGateway';
import { useMessageBundle } from './useMessageBundle';
import { useTxBundle } from './useTxBundle';

const OUTCOME_WORDS = {
  sent: 'sent',
  queued: 'saved on this device and sent once the gateway can be reached',
  failed: 'refused by the gateway (see the outbox)',
} as const;

const plural = (count: number) => `${count} signature${count === 1 ? '' : 's'}`;

/** Props of SendBundleToGateway. */
export interface SendBundleToGatewayProps {
  details: TransactionDetails;
  safe: ReadySafe;
  safeInfo: SafeInfo | undefined;
}

/** Proposes a bundle's transaction, or adds its proven signatures, through the outbox. */
export function SendBundleToGateway({ details, safe, safeInfo }: SendBundleToGatewayProps) {
  const { bundle, waiting } = useTxBundle(details, safe, safeInfo);
  return <SendBundle bundle={bundle} waiting={waiting} safe={safe} />;
}

/** Props of SendMessageBundleToGateway. */
export interface SendMessageBundleToGatewayProps {
  message: SafeMessage;
  safe: ReadySafe;
  safeInfo: SafeInfo | undefined;
}

/** Creates a bundle's message at the gateway, or adds its proven signatures, via the outbox. */
export function SendMessageBundleToGateway({
  message,
  safe,
  safeInfo,
}: SendMessageBundleToGatewayProps) {
  const { bundle, waiting } = useMessageBundle(message, safe, safeInfo);
  return <SendBundle bundle={bundle} waiting={waiting} safe={safe} />;
}

function SendBundle({
  bundle,
  waiting,
  safe,
}: {
  bundle: SignedBundle | null;
  waiting: string;
  safe: ReadySafe;
}) {
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ busy: boolean; message: string | null; error: boolean }>({
    busy: false,
    message: null,
    error: false,
  });
  const what = bundle?.kind === 'message' ? 'message' : 'transaction';
  const send = async () => {
    if (!bundle) return;
    setState({ busy: true, message: 'Sending…', error: false });
    const ctx = { client, queryClient, chain: safe.chain, safeAddress: safe.safeAddress };
    try {
      const { action, outcomes } =
        bundle.kind === 'transaction'
          ? await sendBundleToGateway(ctx, bundle)
          : await sendMessageBundleToGateway(ctx, bundle);
      const words = [...new Set(outcomes.map((o) => OUTCOME_WORDS[o]))].join(', ');
      const message =
        action === 'nothing'
          ? 'The gateway already has every signature this bundle proves.'
          : action === 'propose'
            ? `The ${what} was proposed to the gateway with ${plural(bundle.signatures.length)}: ${words}.`
            : `The signatures the gateway lacked were ${words}.`;
      setState({ busy: false, message, error: false });
    } catch (error) {
      setState({
        busy: false,
        message: `The gateway could not be asked about this ${what}: ${describeError(error)}. The bundle stays on this device; try again later.`,
        error: true,
      });
    }
  };
  return (
    <section className="card stack" aria-labelledby="send-bundle-title" data-testid="send-bundle">
      <h2 id="send-bundle-title">Send to the gateway</h2>
      <p className="hint">
        {bundle
          ? `Proposes the ${what} if the gateway does not know it, or adds the signatures it lacks. Only the ${plural(bundle.signatures.length)} proven here ${bundle.signatures.length === 1 ? 'is' : 'are'} sent.`
          : waiting}
      </p>
      <div className="row-actions">
        <button
          type="button"
          className="button"
          disabled={!bundle || bundle.signatures.length === 0 || state.busy}
          onClick={() => void send()}
        >
          Send to the gateway
        </button>
      </div>
      {state.message && (
        <p role={state.error ? 'alert' : 'status'} data-testid="send-bundle-result">
          {state.message}
        </p>
      )}
    </section>
  );
}
