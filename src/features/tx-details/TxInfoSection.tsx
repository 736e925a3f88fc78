// The details of a swap, bridge, stake or vault transaction, or the raw summary of a kind this app
// does not know; nothing for the spec's kinds, which have their own sections. Every value is text
// from validated fields; addresses go through AddressView.
import { Fragment, useMemo } from 'react';
import {
  isOneOf,
  TRANSACTION_INFO_TYPES,
  type ChainInfo,
  type TransactionInfo,
} from '../../gateway';
import { AddressView } from '../shared/AddressView';
import type { DetailValue } from './detailRows';
import { txInfoDetails } from './txInfoDetails';
import { useChainNameOf } from '../shared/useChainNameOf';

/** Props of TxInfoSection. */
export interface TxInfoSectionProps {
  txInfo: TransactionInfo;
  chain: ChainInfo;
  /** The gateway's chains, to name a bridge's destination chain in its words. */
  chains?: readonly ChainInfo[];
}

function Value({ value, chain }: { value: DetailValue; chain: ChainInfo }) {
  switch (value.type) {
    case 'address':
      return <AddressView address={value.address} name={value.name} chain={chain} />;
    case 'link':
      return (
        <a href={value.href} target="_blank" rel="noopener noreferrer">
          {value.text}
          <span className="visually-hidden"> (opens a new tab)</span>
        </a>
      );
    case 'block':
      return <pre className="hex-block">{value.text}</pre>;
    default:
      return value.mono ? <span className="hash">{value.text}</span> : <>{value.text}</>;
  }
}

const NO_CHAINS: readonly ChainInfo[] = [];
const isBridge = (txInfo: TransactionInfo) =>
  (txInfo as { type?: unknown } | null)?.type === 'SwapAndBridge';

/** The rows of a `txInfo` outside the spec's four kinds (nothing for those four). */
export function TxInfoSection({ txInfo, chain, chains = NO_CHAINS }: TxInfoSectionProps) {
  const { nativeCurrency } = chain;
  const specKind = isOneOf(TRANSACTION_INFO_TYPES, (txInfo as { type?: unknown } | null)?.type);
  const chainNameOf = useChainNameOf(chains, isBridge(txInfo));
  const section = useMemo(
    () => (specKind ? null : txInfoDetails(txInfo, { nativeCurrency, chainNameOf })),
    [specKind, txInfo, nativeCurrency, chainNameOf],
  );
  if (!section) return null;
  return (
    <section className="details-section" aria-labelledby="txinfo-title">
      <h2 id="txinfo-title">{section.heading}</h2>
      <dl className="kv">
        {section.rows.map((row, index) => (
          <Fragment key={`${index}:${row.label}`}>
            <dt>{row.label}</dt>
            <dd>
              <Value value={row.value} chain={chain} />
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
