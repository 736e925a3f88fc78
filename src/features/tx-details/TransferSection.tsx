// A transfer's parties and the exact amount, with the token contract.
import type { ChainInfo, Transfer } from '../../gateway';
import { AddressView } from '../shared/AddressView';
import { describeTxInfo } from '../shared/transactions/describe';

/** Props of TransferSection. */
export interface TransferSectionProps {
  transfer: Transfer;
  chain: ChainInfo;
}

/** From, to, the exact amount and the token of a transfer. */
export function TransferSection({ transfer, chain }: TransferSectionProps) {
  const { amount } = describeTxInfo(transfer, { nativeCurrency: chain.nativeCurrency });
  const info = transfer.transferInfo;
  return (
    <section className="details-section" aria-labelledby="transfer-title">
      <h2 id="transfer-title">Transfer</h2>
      <dl className="kv">
        <dt>From</dt>
        <dd>
          <AddressView address={transfer.sender.value} name={transfer.sender.name} chain={chain} />
        </dd>
        <dt>To</dt>
        <dd>
          <AddressView
            address={transfer.recipient.value}
            name={transfer.recipient.name}
            chain={chain}
          />
        </dd>
        <dt>{info.type === 'ERC721' ? 'Token id' : 'Amount (exact)'}</dt>
        <dd className="hash">
          {info.type === 'ERC721' ? info.tokenId : `${amount?.exact ?? '0'} ${amount?.unit ?? ''}`}
        </dd>
        {info.type !== 'NATIVE_COIN' && (
          <>
            <dt>Token contract</dt>
            <dd>
              <AddressView
                address={info.tokenAddress}
                name={info.tokenName ?? info.tokenSymbol}
                chain={chain}
              />
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
