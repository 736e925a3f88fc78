// The number of confirmations a change leaves the Safe with: 1..owners, the current one marked.
import { useId } from 'react';

/** Props of ThresholdField. */
export interface ThresholdFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Owners after the change. */
  owners: number;
  current: number;
  label?: string;
}

/** A select of 1..owners. */
export function ThresholdField({
  value,
  onChange,
  owners,
  current,
  label = 'Confirmations required after this change',
}: ThresholdFieldProps) {
  const id = useId();
  return (
    <div className="form-row">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {Array.from({ length: Math.max(owners, 0) }, (_, i) => i + 1).map((n) => (
          <option key={n} value={String(n)}>
            {n} of {owners}
            {n === current ? ' (current)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The chosen threshold if it is within 1..owners. */
export function parseThreshold(value: string, owners: number): bigint | null {
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= owners ? BigInt(n) : null;
}
