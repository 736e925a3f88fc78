// Send an ERC-20 token the Safe holds: the token list is the gateway's balances, but the balance
// ("Max") and the decimals amounts are parsed with come from the token contract on chain. The
// picker follows the Tokens list's rule: untrusted, spam and look-alike tokens are hidden until the
// signer asks for them, and marked when shown.
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { buildErc20TransferCall, formatAmount } from '../../../../safe';
import { balancesByTrustQueryOptions } from '../../../../query/options';
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
import {
  classifyBalances,
  isShownByDefault,
  tokenMarks,
  type TokenRow,
} from '../../../shared/tokens/tokenTrust';

/** The picker's words for a token: symbol, name, full address and its warnings. */
export function tokenOptionText(row: TokenRow): string {
  const { symbol, name, address } = row.item.tokenInfo;
  const marks = tokenMarks(row);
  return `${symbol} — ${name} (${address})${marks.length ? ` — ⚠ ${marks.join(', ')}` : ''}`;
}

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
  const showHiddenId = useId();
  const [showHidden, setShowHidden] = useState(false);
  const { values, set, submitted, setSubmitted } = useFormValues(
    { token: '', recipient: '', amount: '' },
    initial,
    onChange,
  );
  const balances = useQuery(
    balancesByTrustQueryOptions(client, { chainId: safe.chainId, safeAddress: safe.safeAddress }),
  );
  const nativeCurrency = safe.chain.nativeCurrency;
  const rows = useMemo(
    () =>
      balances.data
        ? classifyBalances(balances.data, nativeCurrency).filter(
            (row) => row.item.tokenInfo.type === 'ERC20',
          )
        : [],
    [balances.data, nativeCurrency],
  );
  const chosenRow = rows.find(
    (row) => row.item.tokenInfo.address.toLowerCase() === values.token.toLowerCase(),
  );
  const token = chosenRow?.item;
  // A hidden token already chosen (a restored draft) stays listed, marked, rather than vanishing.
  const shownRows = rows.filter((row) => showHidden || isShownByDefault(row) || row === chosenRow);
  const hiddenCount = rows.filter((row) => !isShownByDefault(row)).length;
  const chosenMarks = chosenRow ? tokenMarks(chosenRow) : [];
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
          {shownRows.map((row) => (
            <option key={row.item.tokenInfo.address} value={row.item.tokenInfo.address}>
              {tokenOptionText(row)}
            </option>
          ))}
        </select>
        {hiddenCount > 0 && (
          <label className="checkbox-label" htmlFor={showHiddenId}>
            <input
              id={showHiddenId}
              type="checkbox"
              checked={showHidden}
              onChange={(e) => setShowHidden(e.target.checked)}
            />{' '}
            Show untrusted, spam and look-alike tokens ({hiddenCount} hidden)
          </label>
        )}
        {chosenMarks.length > 0 && (
          <p className="field-error" role="alert" data-testid="token-warning">
            <span aria-hidden="true">⚠ </span>
            This token is marked {chosenMarks.join(', ').toLowerCase()}: check its address before
            sending.
          </p>
        )}
        {balances.isPending && <p className="hint">Loading the Safe’s tokens…</p>}
        {balances.error && !balances.data && (
          <p className="field-error" role="alert">
            The token list could not be loaded: {describeError(balances.error)}
          </p>
        )}
        {balances.data && rows.length === 0 && (
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
