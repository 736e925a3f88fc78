// Send the chain's native coin: recipient and exact amount ("Max" = the on-chain balance).
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { buildNativeTransferCall, formatAmount } from '../../../../safe';
import { onChainBalanceQueryOptions } from '../../../../query/options/newTransaction';
import type { ActionFormProps } from '../actions';
import { AddressField, checkAddress } from '../fields/AddressField';
import { AmountField, checkAmount } from '../fields/AmountField';
import { useFormValues } from '../fields/useFormValues';
import { useChainFacts } from '../useChainFacts';
import { useRecipientName } from './recipientName';
import { SubmitRow } from '../fields/SubmitRow';

/** The native-coin transfer form. */
export function SendNativeForm({
  safe,
  initial,
  onChange,
  onSubmit,
  submitLabel = 'Review',
}: ActionFormProps) {
  const { values, set, submitted, setSubmitted } = useFormValues(
    { recipient: '', amount: '' },
    initial,
    onChange,
  );
  const { rpcUrl } = useChainFacts(safe);
  const { decimals, symbol } = safe.chain.nativeCurrency;
  const balance =
    useQuery({
      ...onChainBalanceQueryOptions({
        rpcUrl: rpcUrl ?? '',
        chainId: safe.chainId,
        safeAddress: safe.safeAddress,
        token: null,
      }),
      enabled: rpcUrl !== null,
    }).data?.balance ?? null;
  const recipient = checkAddress(values.recipient, safe.chain);
  const amount = checkAmount(values.amount, decimals, balance);
  const nameOf = useRecipientName(safe);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!recipient.ok || !amount.ok) return;
    onSubmit({
      kind: 'send-native',
      form: values,
      summary: `Send ${formatAmount(amount.value, decimals)} ${symbol} to ${nameOf(recipient.address)}`,
      call: buildNativeTransferCall({ to: recipient.address, value: amount.value }),
    });
  };
  return (
    <form className="stack new-tx-form" onSubmit={submit} noValidate>
      <AddressField
        label="Recipient"
        value={values.recipient}
        onChange={(v) => set('recipient', v)}
        chain={safe.chain}
        showError={submitted}
      />
      <AmountField
        value={values.amount}
        onChange={(v) => set('amount', v)}
        decimals={decimals}
        symbol={symbol}
        balance={balance}
        showError={submitted}
      />
      <SubmitRow label={submitLabel} />
    </form>
  );
}
