// Send an NFT the Safe holds (safeTransferFrom, so a receiver that cannot hold NFTs refuses it).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { buildErc721TransferCall } from '../../../../safe';
import { collectiblesQueryOptions } from '../../../../query/options';
import { nftOwnerQueryOptions } from '../../../../query/options/newTransaction';
import { useChainFacts } from '../useChainFacts';
import { useGatewayClient } from '../../../../session/gateway/useGatewayClient';
import { describeError } from '../../../../session/errors/describeError';
import type { ActionFormProps } from '../actions';
import { AddressField, checkAddress } from '../fields/AddressField';
import { useFormValues } from '../fields/useFormValues';
import { useRecipientName } from './recipientName';
import { SubmitRow } from '../fields/SubmitRow';

const SEPARATOR = '/';

/** The ERC-721 transfer form. */
export function SendErc721Form({
  safe,
  initial,
  onChange,
  onSubmit,
  submitLabel = 'Review',
}: ActionFormProps) {
  const client = useGatewayClient();
  const nftId = useId();
  const { values, set, submitted, setSubmitted } = useFormValues(
    { nft: '', recipient: '' },
    initial,
    onChange,
  );
  const collectibles = useInfiniteQuery(
    collectiblesQueryOptions(client, { chainId: safe.chainId, safeAddress: safe.safeAddress }),
  );
  const items = collectibles.data?.pages.flatMap((page) => page.results) ?? [];
  const chosen = items.find((item) => `${item.address}${SEPARATOR}${item.id}` === values.nft);
  const recipient = checkAddress(values.recipient, safe.chain);
  const nameOf = useRecipientName(safe);
  const { rpcUrl } = useChainFacts(safe);
  const tokenId = chosen && /^\d+$/.test(chosen.id) ? BigInt(chosen.id) : null;
  const owner = useQuery({
    ...nftOwnerQueryOptions({
      rpcUrl: rpcUrl ?? '',
      chainId: safe.chainId,
      token: chosen?.address ?? safe.safeAddress,
      tokenId: tokenId ?? 0n,
    }),
    enabled: rpcUrl !== null && tokenId !== null,
  });
  // The gateway's list is a hint: the chain says whether the Safe holds this NFT now.
  const notOwned =
    owner.data !== undefined && owner.data.toLowerCase() !== safe.safeAddress.toLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!chosen || !recipient.ok || tokenId === null || notOwned) return;
    onSubmit({
      kind: 'send-erc721',
      form: values,
      summary: `Send ${chosen.tokenName || chosen.tokenSymbol} #${chosen.id} to ${nameOf(recipient.address)}`,
      call: buildErc721TransferCall({
        token: chosen.address,
        safeAddress: safe.safeAddress,
        to: recipient.address,
        tokenId,
      }),
    });
  };
  return (
    <form className="stack new-tx-form" onSubmit={submit} noValidate>
      <div className="form-row">
        <label htmlFor={nftId}>NFT</label>
        <select id={nftId} value={values.nft} onChange={(e) => set('nft', e.target.value)}>
          <option value="">Choose an NFT…</option>
          {items.map((item) => (
            <option
              key={`${item.address}-${item.id}`}
              value={`${item.address}${SEPARATOR}${item.id}`}
            >
              {item.tokenName || item.tokenSymbol} #{item.id}
              {item.name ? ` — ${item.name}` : ''}
            </option>
          ))}
        </select>
        {collectibles.isPending && <p className="hint">Loading the Safe’s NFTs…</p>}
        {collectibles.error && !collectibles.data && (
          <p className="field-error" role="alert">
            The NFT list could not be loaded: {describeError(collectibles.error)}
          </p>
        )}
        {collectibles.data && items.length === 0 && (
          <p className="hint">The Safe holds no NFTs the gateway knows.</p>
        )}
        {collectibles.hasNextPage && (
          <button
            type="button"
            className="button"
            onClick={() => void collectibles.fetchNextPage()}
          >
            Load more NFTs
          </button>
        )}
        {notOwned && (
          <p className="field-error" role="alert">
            The chain says the Safe does not hold this NFT (its owner is {owner.data}).
          </p>
        )}
        {submitted && !chosen && (
          <p className="field-error" role="alert">
            Choose an NFT
          </p>
        )}
      </div>
      <AddressField
        label="Recipient"
        value={values.recipient}
        onChange={(v) => set('recipient', v)}
        chain={safe.chain}
        showError={submitted}
      />
      <SubmitRow label={submitLabel} />
    </form>
  );
}
