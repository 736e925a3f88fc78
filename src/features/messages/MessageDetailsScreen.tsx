// One message: its content (text or typed data, never HTML), status, confirmations with names,
// the prepared signature once confirmed, and the Safe message hash computed here and compared.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../router';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { safeMessageQueryOptions } from '../../query/options';
import { QueryState } from '../shared/QueryState';
import { RequireSafe, type ReadySafe } from '../shared/RequireSafe';
import { ErrorState } from '../shared/StatePanels';
import '../shared/transactions/transactions.css';
import { BundleMessageDetails } from './BundleMessageDetails';
import { MessageBody } from './MessageBody';

/** The Message details screen (`?messageHash=`, or `?bundle=<hash>` for a held bundle). */
export function MessageDetailsScreen() {
  const searchParams = useSearchParams();
  const messageHash = searchParams.get('messageHash')?.trim() ?? '';
  const bundleHash = searchParams.get('bundle')?.trim() ?? '';
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Message details</h1>
      <RequireSafe>
        {(safe) =>
          bundleHash ? (
            <BundleMessageDetails safe={safe} hash={bundleHash} />
          ) : messageHash ? (
            <MessageDetails safe={safe} messageHash={messageHash} />
          ) : (
            <ErrorState
              title="No message is selected"
              error="The link has no message hash. Open a message from the message list."
            />
          )
        }
      </RequireSafe>
    </section>
  );
}

function MessageDetails({ safe, messageHash }: { safe: ReadySafe; messageHash: string }) {
  const client = useGatewayClient();
  const query = useQuery(safeMessageQueryOptions(client, { chainId: safe.chainId, messageHash }));
  return (
    <QueryState
      query={query}
      loadingLabel="Loading the message…"
      errorTitle="The message could not be loaded"
      what="this message"
    >
      {(message) => <MessageBody message={message} safe={safe} />}
    </QueryState>
  );
}
