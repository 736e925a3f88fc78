// Confirmations and execution: nonce, gas fields, refund, executor, transaction hash with its
// explorer link; the module of module transactions; creation details.
import type { AddressInfo, ChainInfo, TransactionDetails } from '../../gateway';
import { AddressView } from '../shared/AddressView';
import { explorerUrl } from '../shared/explorerLink';
import { formatDateTime } from '../shared/format';
import { ConfirmationList } from '../shared/transactions/ConfirmationList';
import { CopyButton } from '../shared/transactions/CopyButton';
import type { ConfirmationsCheck } from '../../safe';

/** Props of ExecutionSection. */
export interface ExecutionSectionProps {
  details: TransactionDetails;
  chain: ChainInfo;
  /** Current owners (from the chain when read), for "not signed yet". */
  owners?: AddressInfo[];
  /** The review's check of the confirmations; null until it is done. */
  confirmationsCheck?: ConfirmationsCheck | null;
  /** The threshold read from the chain; null when not read. */
  threshold?: number | null;
  /** The data shown does not hash to the gateway's safeTxHash (see ConfirmationList). */
  hashMismatch?: boolean;
}

const ZERO = '0x0000000000000000000000000000000000000000';

function TxHash({ hash, chain }: { hash: string; chain: ChainInfo }) {
  const href = explorerUrl(chain.blockExplorerUriTemplate?.txHash, 'txHash', hash);
  return (
    <>
      <code className="hash">{hash}</code> <CopyButton value={hash} label="Transaction hash" />{' '}
      {href && (
        <a href={href} target="_blank" rel="noopener noreferrer">
          View in the block explorer<span className="visually-hidden"> (opens a new tab)</span>
        </a>
      )}
    </>
  );
}

/** Confirmations and execution details. */
export function ExecutionSection({
  details,
  chain,
  owners,
  confirmationsCheck = null,
  threshold = null,
  hashMismatch = false,
}: ExecutionSectionProps) {
  const info = details.detailedExecutionInfo;
  const creation = details.txInfo.type === 'Creation' ? details.txInfo : null;
  const txHash = details.txHash ?? creation?.transactionHash ?? null;
  return (
    <>
      {info?.type === 'MULTISIG' && (
        <section className="details-section" aria-labelledby="confirmations-title">
          <h2 id="confirmations-title">Confirmations</h2>
          <ConfirmationList
            confirmations={info.confirmations}
            required={
              details.executedAt == null && threshold !== null
                ? threshold
                : info.confirmationsRequired
            }
            owners={details.executedAt == null ? (owners ?? info.signers) : undefined}
            chain={chain}
            checks={confirmationsCheck?.checks ?? null}
            executed={details.executedAt != null}
            hashMismatch={hashMismatch}
          />
          {info.rejectors.length > 0 && (
            <>
              <h3>Rejected by</h3>
              <ul className="confirmation-list">
                {info.rejectors.map((rejector) => (
                  <li key={rejector.value}>
                    <AddressView address={rejector.value} name={rejector.name} chain={chain} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      <section className="details-section" aria-labelledby="execution-title">
        <h2 id="execution-title">Execution</h2>
        <dl className="kv">
          {info?.type === 'MULTISIG' && (
            <>
              <dt>Nonce</dt>
              <dd>{info.nonce}</dd>
              <dt>Submitted</dt>
              <dd>{formatDateTime(info.submittedAt)}</dd>
              {info.proposer && (
                <>
                  <dt>Proposed by</dt>
                  <dd>
                    <AddressView
                      address={info.proposer.value}
                      name={info.proposer.name}
                      chain={chain}
                    />
                  </dd>
                </>
              )}
              <dt>safeTxGas</dt>
              <dd>{info.safeTxGas}</dd>
              <dt>baseGas</dt>
              <dd>{info.baseGas}</dd>
              <dt>gasPrice</dt>
              <dd>{info.gasPrice}</dd>
              <dt>gasToken</dt>
              <dd>
                {info.gasToken === ZERO || !info.gasToken ? (
                  `Native coin (${chain.nativeCurrency.symbol})`
                ) : (
                  <AddressView
                    address={info.gasToken}
                    name={info.gasTokenInfo?.symbol ?? null}
                    chain={chain}
                  />
                )}
              </dd>
              <dt>refundReceiver</dt>
              <dd>
                {info.refundReceiver.value === ZERO ? (
                  'None (the executor)'
                ) : (
                  <AddressView
                    address={info.refundReceiver.value}
                    name={info.refundReceiver.name}
                    chain={chain}
                  />
                )}
              </dd>
              <dt>Executor</dt>
              <dd>
                {info.executor ? (
                  <AddressView
                    address={info.executor.value}
                    name={info.executor.name}
                    chain={chain}
                  />
                ) : (
                  'Not executed yet'
                )}
              </dd>
            </>
          )}
          {info?.type === 'MODULE' && (
            <>
              <dt>Executed by module</dt>
              <dd>
                <AddressView address={info.address.value} name={info.address.name} chain={chain} />
              </dd>
            </>
          )}
          {creation && (
            <>
              <dt>Creator</dt>
              <dd>
                <AddressView
                  address={creation.creator.value}
                  name={creation.creator.name}
                  chain={chain}
                />
              </dd>
              {creation.factory && (
                <>
                  <dt>Factory</dt>
                  <dd>
                    <AddressView
                      address={creation.factory.value}
                      name={creation.factory.name}
                      chain={chain}
                    />
                  </dd>
                </>
              )}
              {creation.implementation && (
                <>
                  <dt>Implementation</dt>
                  <dd>
                    <AddressView
                      address={creation.implementation.value}
                      name={creation.implementation.name}
                      chain={chain}
                    />
                  </dd>
                </>
              )}
            </>
          )}
          {details.executedAt != null && (
            <>
              <dt>Executed</dt>
              <dd>{formatDateTime(details.executedAt)}</dd>
            </>
          )}
          <dt>Transaction hash</dt>
          <dd>{txHash ? <TxHash hash={txHash} chain={chain} /> : 'Not on chain yet'}</dd>
          <dt>Transaction id</dt>
          <dd>
            <code className="hash">{details.txId}</code>
          </dd>
        </dl>
      </section>
    </>
  );
}
