// Chooses the fiat currency from the codes the gateway supports; the choice is saved on change.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useGatewayClient } from '../../../session/gateway/useGatewayClient';
import { fiatCurrenciesQueryOptions } from '../../../query/options';
import { useCurrency } from './useCurrency';

/** A labelled currency select. */
export function CurrencySelect() {
  const client = useGatewayClient();
  const id = useId();
  const currencies = useQuery(fiatCurrenciesQueryOptions(client));
  const { currency, setCurrency, saveError } = useCurrency();
  // The saved choice stays selectable even while the list is loading or unavailable.
  const options = [...new Set([currency, ...(currencies.data ?? []).map((c) => c.toLowerCase())])];
  return (
    <div className="form-row">
      <label htmlFor={id}>Currency</label>
      <select
        id={id}
        value={currency}
        onChange={(event) => void setCurrency(event.target.value).catch(() => undefined)}
      >
        {options.map((code) => (
          <option key={code} value={code}>
            {code.toUpperCase()}
          </option>
        ))}
      </select>
      {currencies.isError && (
        <p className="hint">The list of currencies could not be loaded; showing the saved one.</p>
      )}
      {saveError && (
        <p className="field-error" role="alert">
          {saveError.message}
        </p>
      )}
    </div>
  );
}
