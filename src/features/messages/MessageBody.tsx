// The body of one message's details: what is signed, the verification, the confirmations, the
// actions and sharing. The same body shows a message the gateway lists and one from a bundle.
import { useQuery } from '@tanstack/react-query';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import type { AddressInfo, SafeInfo, SafeMessage } from '../../gateway';
import type { VerificationResult } from '../../session/review/verification';
import { safeInfoQueryOptions } from '../../query/options';
import { AddressView } from '../shared/AddressView';
import { safeHttpUrl } from '../shared/explorerLink';
import { formatDateTime } from '../shared/format';
import type { ReadySafe } from '../shared/RequireSafe';
import { ConfirmationList } from '../shared/transactions/ConfirmationList';
import { HexData } from '../shared/transactions/HexData';
import { useMessageReview } from '../../session/review/useMessageReview';
import { VerificationPanel } from '../shared/transactions/VerificationPanel';
import { MessageStatusBadge } from './MessageStatusBadge';
import { TypedDataView } from './TypedDataView';
import '../shared/transactions/transactions.css';
import { MessageActions } from '../tx-flows/MessageActions';
import { MessageShareSignatures } from '../tx-flows/bundle/MessageShareSignatures';

/** The owners still to sign are the chain's owners once it was read, else the gateway's. */
function ownersOf(
  result: VerificationResult | null,
  safeInfo: SafeInfo | undefined,
): AddressInfo[] | undefined {
  const onChain = result?.chainState?.owners;
  if (!onChain) return safeInfo?.owners;
  const names = new Map(safeInfo?.owners.map((o) => [o.value.toLowerCase(), o.name]) ?? []);
  return onChain.map((value) => ({
    value,
    name: names.get(value.toLowerCase()) ?? null,
    logoUri: null,
  }));
}

/** The body of one message's details: shared by the gateway's messages and bundles. */
export function MessageBody({ message, safe }: { message: SafeMessage; safe: ReadySafe }) {
  const client = useGatewayClient();
  const safeInfo = useQuery(
    safeInfoQueryOptions(client, { chainId: safe.chainId, safeAddress: safe.safeAddress }),
  );
  // The Safe as the chain reports it (over the RPC chosen in Settings), not the gateway's word;
  // approved-hash and contract confirmations count once the chain confirmed them.
  const { result } = useMessageReview(message, safeInfo.data, safe.chain, safe.safeAddress);
  const logo = safeHttpUrl(message.logoUri);
  return (
    <div className="stack details-stack">
      <section className="details-section" aria-labelledby="summary-title">
        <div className="details-summary">
          {logo ? (
            <img className="msg-logo" src={logo} alt="" width={36} height={36} />
          ) : (
            <span className="tx-icon" aria-hidden="true">
              ✉
            </span>
          )}
          <div>
            <h2 id="summary-title">{message.name ?? 'Off-chain message'}</h2>
            <MessageStatusBadge message={message} />
            <dl className="kv">
              <dt>Created</dt>
              <dd>{formatDateTime(message.creationTimestamp)}</dd>
              <dt>Last change</dt>
              <dd>{formatDateTime(message.modifiedTimestamp)}</dd>
              <dt>Proposed by</dt>
              <dd>
                <AddressView
                  address={message.proposedBy.value}
                  name={message.proposedBy.name}
                  chain={safe.chain}
                />
              </dd>
              <dt>Message hash</dt>
              <dd>
                <code className="hash">{message.messageHash}</code>
              </dd>
            </dl>
          </div>
        </div>
      </section>
      <section className="details-section" aria-labelledby="message-title">
        <h2 id="message-title">Message</h2>
        {typeof message.message === 'string' ? (
          <pre className="message-text">{message.message}</pre>
        ) : (
          <TypedDataView data={message.message} />
        )}
      </section>
      <VerificationPanel
        result={result}
        hashName="Safe message hash"
        structHashName="Message hash (SafeMessage struct hash)"
        pendingLabel={safeInfo.data ? 'Reading the Safe from the chain…' : undefined}
        unavailable={
          !safeInfo.data && safeInfo.error
            ? 'Not verified: the Safe’s version and owners could not be loaded. Do not sign until they are.'
            : null
        }
      />
      <section className="details-section" aria-labelledby="confirmations-title">
        <h2 id="confirmations-title">Confirmations</h2>
        <ConfirmationList
          confirmations={message.confirmations.map((c) => ({ signer: c.owner }))}
          required={result?.chainState?.threshold ?? message.confirmationsRequired}
          owners={message.status === 'CONFIRMED' ? undefined : ownersOf(result, safeInfo.data)}
          chain={safe.chain}
          checks={result?.chainState ? result.confirmations?.checks : null}
          subject="message"
        />
        {message.status === 'CONFIRMED' && message.preparedSignature && (
          <>
            <h3>Prepared signature</h3>
            <p className="hint">The combined owner signatures an app checks with EIP-1271.</p>
            <HexData value={message.preparedSignature} label="Prepared signature" />
          </>
        )}
      </section>
      <MessageActions message={message} safe={safe} safeInfo={safeInfo.data} />
      <MessageShareSignatures message={message} safe={safe} safeInfo={safeInfo.data} />
    </div>
  );
}
