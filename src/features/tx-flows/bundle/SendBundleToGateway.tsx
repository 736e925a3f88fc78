// The "Send to the gateway" control of a bundle's review: only the signatures the review proved
// are sent, so the gateway's queue gets nothing this device could not vouch for.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SafeInfo, TransactionDetails } from '../../../gateway';
import { useGatewayClient } from '../../../session/gateway/useGatewayClient';
import { describeError } from '../../../session/errors/describeError';
import type { ReadySafe } from '../../shared/RequireSafe';
import { sendBundleToGateway } from './sendToGateway';
import { useTxBundle } from './useTxBundle';

/** Props of SendBundleToGateway. */
export interface SendBundleToGatewayProps {
  details: TransactionDetails;
  safe: ReadySafe;
  safeInfo: SafeInfo | undefined;
}

const OUTCOME_WORDS = {
  sent: 'sent',
  queued: 'saved on this device and sent once the gateway can be reached',
  failed: 'refused by the gateway (see the outbox)',
} as const;

/** Proposes the bundle's transaction, or adds its proven signatures, through the outbox. */
export function SendBundleToGateway({ details, safe, safeInfo }: SendBundleToGatewayProps) {
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const { bundle, waiting } = useTxBundle(details, safe, safeInfo);
  const [state, setState] = useState<{ busy: boolean; message: string | null; error: boolean }>({
    busy: false,
    message: null,
    error: false,
  });
  const send = async () => {
    if (!bundle || bundle.kind !== 'transaction') return;
    setState({ busy: true, message: 'Sending…', error: false });
    try {
      const { action, outcomes } = await sendBundleToGateway(
        { client, queryClient, chain: safe.chain, safeAddress: safe.safeAddress },
        bundle,
      );
      const words = [...new Set(outcomes.map((o) => OUTCOME_WORDS[o]))].join(', ');
      const message =
        action === 'nothing'
          ? 'The gateway already has every signature this bundle proves.'
          : action === 'propose'
            ? `The transaction was proposed to the gateway with ${bundle.signatures.length} signature${bundle.signatures.length === 1 ? '' : 's'}: ${words}.`
            : `The signatures the gateway lacked were ${words}.`;
      setState({ busy: false, message, error: false });
    } catch (error) {
      setState({
        busy: false,
        message: `The gateway could not be asked about this transaction: ${describeError(error)}. The bundle stays on this device; execute it on chain, or try again later.`,
        error: true,
      });
    }
  };
  return (
    <section className="card stack" aria-labelledby="send-bundle-title" data-testid="send-bundle">
      <h2 id="send-bundle-title">Send to the gateway</h2>
      <p className="hint">
        {bundle
          ? `Proposes the transaction if the gateway does not know it, or adds the signatures it lacks. Only the ${bundle.signatures.length} signature${bundle.signatures.length === 1 ? '' : 's'} proven here are sent.`
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
