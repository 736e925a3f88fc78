// The call itself: target, value, operation, decoded data and (one tap away) the raw calldata.
import type { ChainInfo, TransactionData } from '../../gateway';
import { trustedDelegateCallSet } from '../../safe';
import { AddressView } from '../shared/AddressView';
import { formatTokenAmountParts } from '../shared/format';
import { DecodedDataView } from '../shared/transactions/DecodedDataView';
import { HexData } from '../shared/transactions/HexData';
import { TokenLookupContext, type TokenOf } from '../shared/transactions/tokenLookup';

// The app's own allow-list decides, never the gateway's trustedDelegateCallTarget flag.
const trustedTargets = trustedDelegateCallSet();
const trustedTarget = (address: string) => trustedTargets.has(String(address).toLowerCase());

/** Props of TxDataSection. */
export interface TxDataSectionProps {
  txData: TransactionData;
  chain: ChainInfo;
  /** Tokens known for this Safe (its balances), so decoded transfers read in token units. */
  tokenOf?: TokenOf;
}

function nativeValue(value: string | null, chain: ChainInfo): string {
  const raw = value ?? '0';
  try {
    const { exact } = formatTokenAmountParts(raw, chain.nativeCurrency.decimals);
    return `${exact} ${chain.nativeCurrency.symbol}`;
  } catch {
    return `${raw} (raw)`;
  }
}

/** The transaction's call data. */
export function TxDataSection({ txData, chain, tokenOf = () => undefined }: TxDataSectionProps) {
  const delegate = Number(txData.operation) === 1;
  return (
    <section className="details-section" aria-labelledby="data-title">
      <h2 id="data-title">Transaction data</h2>
      <dl className="kv">
        <dt>To</dt>
        <dd>
          <AddressView
            address={txData.to.value}
            name={txData.to.name}
            chain={chain}
            short={false}
          />
        </dd>
        <dt>Value</dt>
        <dd>{nativeValue(txData.value, chain)}</dd>
        <dt>Operation</dt>
        <dd>
          {delegate ? (
            <strong>
              <span aria-hidden="true">⚠ </span>Delegatecall
              {trustedTarget(txData.to.value)
                ? ' to an official Safe library on this app’s allow-list'
                : ' to a contract not on this app’s allow-list: it can change anything in the Safe'}
            </strong>
          ) : (
            'Call'
          )}
        </dd>
      </dl>
      <h3>Decoded data</h3>
      {txData.dataDecoded ? (
        <TokenLookupContext.Provider value={tokenOf}>
          <DecodedDataView data={txData.dataDecoded} chain={chain} />
        </TokenLookupContext.Provider>
      ) : (
        <p>{txData.hexData && txData.hexData !== '0x' ? 'Not decoded.' : 'No data.'}</p>
      )}
      {txData.hexData && txData.hexData !== '0x' && (
        // The bytes are for checking against a wallet's screen, not for deciding: one tap away.
        <details className="raw-data" data-testid="raw-data">
          <summary>Raw data</summary>
          <HexData value={txData.hexData} label="Raw data" />
        </details>
      )}
    </section>
  );
}
