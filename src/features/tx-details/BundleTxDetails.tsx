// A transaction opened from a signed bundle this device holds: built into TransactionDetails and
// shown by the same body, review and actions as a transaction the gateway lists. Nothing about it
// comes from the gateway; the review reads the Safe from the chain.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from '../../router';
import { safeInfoQueryOptions } from '../../query/options';
import type { TransactionBundle } from '../../safe/bundle';
import { transactionDetailsFromBundle } from '../../session/bundles/bundleDetails';
import { useHeldBundle } from '../../session/bundles/useHeldBundle';
import { useSignaturesFromOutbox } from '../../session/bundles/useSignaturesFromOutbox';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import type { TransactionLifecycle } from '../../session/lifecycle/useTransactionLifecycle';
import { ROUTES } from '../../session/routes/links';
import type { ReadySafe } from '../shared/RequireSafe';
import { ErrorState } from '../shared/StatePanels';
import { HeldBundleStatus } from '../shared/HeldBundleStatus';
import { TxDetailsBody } from './TxDetailsBody';
import { SendBundleToGateway } from '../tx-flows/bundle/SendBundleToGateway';

/** A bundle is nothing the gateway can delete or replace; an execution shows in the actions. */
const BUNDLE_LIFECYCLE: TransactionLifecycle = { gone: null, minedExecution: null };

/** Props of BundleTxDetails. */
export interface BundleTxDetailsProps {
  safe: ReadySafe;
  /** The safeTxHash of the held bundle. */
  hash: string;
}

/** The details of the bundle held for `hash`, or why it cannot be shown. */
export function BundleTxDetails({ safe, hash }: BundleTxDetailsProps) {
  const held = useHeldBundle(safe.chainId, safe.safeAddress, hash);
  if (held.status !== 'ready') {
    return (
      <HeldBundleStatus
        held={held}
        missingTitle="This device holds no bundle for this transaction"
      />
    );
  }
  if (held.bundle.kind !== 'transaction') {
    return (
      <ErrorState
        title="This bundle holds a message"
        error="Message bundles are kept on this device, but they are not reviewed on this screen."
      />
    );
  }
  return <BundleTxBody safe={safe} bundle={held.bundle} hash={hash} reload={held.reload} />;
}

function BundleTxBody({
  safe,
  bundle,
  hash,
  reload,
}: {
  safe: ReadySafe;
  bundle: TransactionBundle;
  hash: string;
  reload: () => void;
}) {
  const client = useGatewayClient();
  // Only for the placeholders shown until the chain is read; the review never trusts it.
  const safeInfo = useQuery(
    safeInfoQueryOptions(client, { chainId: safe.chainId, safeAddress: safe.safeAddress }),
  );
  const [receivedAt] = useState(() => Date.now());
  const threshold = safeInfo.data?.threshold;
  const owners = safeInfo.data?.owners;
  const details = useMemo(
    () =>
      transactionDetailsFromBundle(bundle, receivedAt, {
        ...(threshold === undefined ? {} : { threshold }),
        ...(owners ? { owners: owners.map((o) => o.value) } : {}),
      }),
    [bundle, receivedAt, threshold, owners],
  );
  useSignaturesFromOutbox(client, bundle, hash, reload);
  return (
    <div className="stack">
      <div className="card" data-testid="bundle-source">
        <p>
          Opened from a signed bundle held on this device, with {bundle.signatures.length} signature
          {bundle.signatures.length === 1 ? '' : 's'}. Every signature is checked below against the
          owners read from the chain; none is taken on trust.
        </p>
        <p>
          <Link to={ROUTES.bundles}>Import another bundle</Link> (its signatures add up with these).
        </p>
        {bundle.note && (
          <p>
            Note from the sender: <q>{bundle.note}</q>
          </p>
        )}
      </div>
      <TxDetailsBody details={details} safe={safe} lifecycle={BUNDLE_LIFECYCLE} safeTxHash={hash} />
      <SendBundleToGateway details={details} safe={safe} safeInfo={safeInfo.data} />
    </div>
  );
}
