// A message opened from a signed bundle this device holds: built into a SafeMessage and shown by
// the same body, review and actions as a message the gateway lists.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from '../../router';
import { safeInfoQueryOptions } from '../../query/options';
import type { MessageBundle } from '../../safe/bundle';
import { safeMessageFromBundle } from '../../session/bundles/bundleMessage';
import { useHeldBundle } from '../../session/bundles/useHeldBundle';
import { useSignaturesFromOutbox } from '../../session/bundles/useSignaturesFromOutbox';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { ROUTES } from '../../session/routes/links';
import type { ReadySafe } from '../shared/RequireSafe';
import { HeldBundleStatus } from '../shared/HeldBundleStatus';
import { MessageBody } from './MessageBody';
import { SendMessageBundleToGateway } from '../tx-flows/bundle/SendBundleToGateway';

/** Props of BundleMessageDetails. */
export interface BundleMessageDetailsProps {
  safe: ReadySafe;
  /** The Safe message hash of the held bundle. */
  hash: string;
}

/** The details of the message bundle held for `hash`, or why it cannot be shown. */
export function BundleMessageDetails({ safe, hash }: BundleMessageDetailsProps) {
  const held = useHeldBundle(safe.chainId, safe.safeAddress, hash);
  if (held.status !== 'ready' || held.bundle.kind !== 'message') {
    return (
      <HeldBundleStatus
        held={held.status === 'ready' ? { status: 'missing', reload: held.reload } : held}
        missingTitle="This device holds no message bundle with this hash"
      />
    );
  }
  return <BundleMessageBody safe={safe} bundle={held.bundle} hash={hash} reload={held.reload} />;
}

function BundleMessageBody({
  safe,
  bundle,
  hash,
  reload,
}: {
  safe: ReadySafe;
  bundle: MessageBundle;
  hash: string;
  reload: () => void;
}) {
  const client = useGatewayClient();
  const safeInfo = useQuery(
    safeInfoQueryOptions(client, { chainId: safe.chainId, safeAddress: safe.safeAddress }),
  );
  const [receivedAt] = useState(() => Date.now());
  const threshold = safeInfo.data?.threshold;
  const message = useMemo(
    () => safeMessageFromBundle(bundle, receivedAt, threshold === undefined ? {} : { threshold }),
    [bundle, receivedAt, threshold],
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
      </div>
      <MessageBody message={message} safe={safe} />
      <SendMessageBundleToGateway message={message} safe={safe} safeInfo={safeInfo.data} />
    </div>
  );
}
