// An address input for a new transaction: validated and checksummed as typed, with a picker over
// the chain's address book and the name it has there (or "new address") right under it.
import { useId } from 'react';
import type { ChainInfo } from '../../../../gateway';
import { useAddressBook } from '../../../shared/address-book/useAddressBook';
import { validateAddressInput } from '../../../shared/address-book/validateAddress';

/** Props of AddressField. */
export interface AddressFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  chain: ChainInfo;
  /** Known names besides the address book's (e.g. "owner" for the Safe's owners). */
  extraNames?: ReadonlyMap<string, string>;
  /** Shown after the input was touched or the form submitted. */
  showError?: boolean;
  /** Extra rule on a valid address (e.g. "already an owner"). */
  check?: (address: string) => string | null;
}

/** Validates `text` as an address of `chain`; returns the checksummed address or the reason. */
export function checkAddress(
  text: string,
  chain: ChainInfo,
  check?: (address: string) => string | null,
): { ok: true; address: string } | { ok: false; message: string } {
  const result = validateAddressInput(text, chain.shortName);
  if (!result.ok) return result;
  const problem = check?.(result.address) ?? null;
  return problem ? { ok: false, message: problem } : result;
}

/** The address input with its address-book picker and name. */
export function AddressField({
  label,
  value,
  onChange,
  chain,
  extraNames,
  showError = false,
  check,
}: AddressFieldProps) {
  const id = useId();
  const book = useAddressBook(chain.chainId);
  const result = checkAddress(value, chain, check);
  const name = result.ok
    ? (book.nameOf(result.address) ?? extraNames?.get(result.address.toLowerCase()))
    : undefined;
  const invalid = showError && !result.ok;
  return (
    <div className="form-row">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        className="address-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        // Checksummed once the user leaves the field, so what they see is what gets signed.
        onBlur={() => result.ok && result.address !== value && onChange(result.address)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${id}-note`}
      />
      {book.entries.length > 0 && (
        <select
          aria-label={`${label}: pick from the address book`}
          value=""
          onChange={(event) => event.target.value && onChange(event.target.value)}
        >
          <option value="">Pick from the address book…</option>
          {book.entries.map((entry) => (
            <option key={entry.address} value={entry.address}>
              {entry.name} — {entry.address}
            </option>
          ))}
        </select>
      )}
      <p id={`${id}-note`} className={invalid ? 'field-error' : 'hint'} data-testid="address-note">
        {result.ok
          ? name
            ? `${name} — ${result.address}`
            : `New address — ${result.address}`
          : invalid
            ? result.message
            : 'An address (0x…) or one from the address book.'}
      </p>
    </div>
  );
}
