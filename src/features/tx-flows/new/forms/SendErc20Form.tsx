// Send an ERC-20 token the Safe holds: the token list is the gateway's balances, but the balance
// ("Max") and the decimals amounts are parsed with come from the token contract on chain.
import { useQuery } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { buildErc20TransferCall, formatAmount } from '../../../../safe';
import { balancesQueryOptions } from '../../../../query/options';
import { onChainBalanceQueryOptions } from '../../../../query/options/newTransaction';
import { useGatewayClient } from '../../../../session/gateway/useGatewayClient';
import { describeError } from '../../../../session/errors/describeError';
import type { ActionFormProps } from '../actions';
import { AddressField, checkAddress } from '../fields/AddressField';
import { AmountField, checkAmount } from '../fields/AmountField';
import { useFormValues } from '../fields/useFormValues';
import { useChainFacts } from '../useChainFacts';
import { useRecipientName } from './recipientName';
import { SubmitRow } from '../fields/SubmitRow';

/** The ERC-20 transfer form. */
export function SendErc20Form({
  safe,
  initial,
  onChange,
  onSubmit,
  submitLabel = 'Review',
}: ActionFormProps) {
  const client = useGatewayClient();
  const tokenId = useId();
  const { values, set, submitted, setSubmitted } = useFormValues(
    { token: '', recipient: '', amount: '' },
    initial,
    onChange,
  );
  const balances = useQuery(
    balancesQueryOptions(client, { chainId: safe.chainId, safeAddress: safe.safeAddress }),
  );
  const tokens = (balances.data?.items ?? []).filter((item) => item.tokenInfo.type === 'ERC20');
  const token = tokens.find(
    (item) => item.tokenInfo.address.toLowerCase() === values.token.toLowerCase(),
  );
  const { rpcUrl } = useChainFacts(safe);
  const onChain = useQuery({
    ...onChainBalanceQueryOptions({
      rpcUrl: rpcUrl ?? '',
      chainId: safe.chainId,
      safeAddress: safe.safeAddress,
      token: token?.tokenInfo.address ?? null,
    }),
    enabled: rpcUrl !== null && token !== undefined,
  });
  const decimals = onChain.data?.decimals ?? null;
  const symbol = token?.tokenInfo.symbol ?? '';
  const recipient = checkAddress(values.recipient, safe.chain);
  const amount =
    decimals === null
      ? ({ ok: false, message: 'Choose a token' } as const)
      : checkAmount(values.amount, decimals, onChain.data?.balance ?? null);
  const nameOf = useRecipientName(safe);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!token || decimals === null || !recipient.ok || !amount.ok) return;
    onSubmit({
      kind: 'send-erc20',
      form: values,
      summary: `Send ${formatAmount(amount.value, decimals)} ${symbol} to ${nameOf(recipient.address)}`,
      call: buildErc20TransferCall({
        token: token.tokenInfo.address,
        to: recipient.address,
        value: amount.value,
      }),
    });
  };
  return (
    <form className="stack new-tx-form" onSubmit={submit} noValidate>
      <div className="form-row">
        <label htmlFor={tokenId}>Token</label>
        <select id={tokenId} value={values.token} onChange={(e) => set('token', e.target.value)}>
          <option value="">Choose a token…</option>
          {tokens.map((item) => (
            <option key={item.tokenInfo.address} value={item.tokenInfo.address}>
              {item.tokenInfo.symbol} — {item.tokenInfo.name} ({item.tokenInfo.address})
            </option>
          ))}
        </select>
        {balances.isPending && <p className="hint">Loading the Safe’s tokens…</p>}
        {balances.error && !balances.data && (
          <p className="field-error" role="alert">
            The token list could not be loaded: {describeError(balances.error)}
          </p>
        )}
        {balances.data && tokens.length === 0 && (
          <p className="hint">The Safe holds no ERC-20 tokens the gateway knows.</p>
        )}
        {submitted && !token && (
          <p className="field-error" role="alert">
            Choose a token
          </p>
        )}
        {onChain.error && (
          <p className="field-error" role="alert">
            The token contract could not be read: {describeError(onChain.error)}
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
      {token && decimals !== null && (
        <AmountField
          value={values.amount}
          onChange={(v) => set('amount', v)}
          decimals={decimals}
          symbol={symbol}
          balance={onChain.data?.balance ?? null}
          showError={submitted}
        />
      )}
      <SubmitRow label={submitLabel} />
    </form>
  );
}
