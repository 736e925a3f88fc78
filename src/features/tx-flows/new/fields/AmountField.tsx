// An amount input: exact decimal text (parsed to base units with parseAmount), and "Max", which
// fills in the balance the chain reports, exactly.
import { useId } from 'react';
import { formatAmount, parseAmount } from '../../../../safe';
import { describeError } from '../../../../session/errors/describeError';

/** Props of AmountField. */
export interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  decimals: number;
  symbol: string;
  /** The balance on chain (null while unknown). */
  balance: bigint | null;
  showError?: boolean;
}

/** The amount in base units, or why the text is not one (including "more than the balance"). */
export function checkAmount(
  text: string,
  decimals: number,
  balance: bigint | null,
): { ok: true; value: bigint } | { ok: false; message: string } {
  try {
    const value = parseAmount(text, decimals);
    if (value === 0n) return { ok: false, message: 'Enter an amount above zero' };
    if (balance !== null && value > balance) {
      return { ok: false, message: 'More than the Safe holds' };
    }
    return { ok: true, value };
  } catch (error) {
    return { ok: false, message: describeError(error) };
  }
}

/** The amount input with "Max". */
export function AmountField({
  value,
  onChange,
  decimals,
  symbol,
  balance,
  showError = false,
}: AmountFieldProps) {
  const id = useId();
  const result = checkAmount(value, decimals, balance);
  const invalid = showError && !result.ok;
  return (
    <div className="form-row">
      <label htmlFor={id}>Amount ({symbol})</label>
      <div className="amount-input">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${id}-note`}
        />
        <button
          type="button"
          className="button"
          disabled={balance === null}
          onClick={() => balance !== null && onChange(formatAmount(balance, decimals))}
        >
          Max
        </button>
      </div>
      <p id={`${id}-note`} className={invalid ? 'field-error' : 'hint'}>
        {invalid && !result.ok
          ? result.message
          : balance === null
            ? 'Reading the balance from the chain…'
            : `The Safe holds ${formatAmount(balance, decimals)} ${symbol} (on chain).`}
      </p>
    </div>
  );
}
