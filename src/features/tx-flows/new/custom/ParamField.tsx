// One labelled input of a contract function, with its type hint and inline error.
import { useId } from 'react';
import type { ParamType } from 'ethers';
import { inputHint } from '../../../../safe';

/** Props of ParamField. */
export interface ParamFieldProps {
  param: ParamType;
  index: number;
  value: string;
  /** Shown once the field was left or the form submitted. */
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A text input (a textarea for lists, tuples, strings and bytes) for one parameter. */
export function ParamField({ param, index, value, error, onChange, onBlur }: ParamFieldProps) {
  const id = useId();
  const multiline =
    param.isArray() || param.isTuple() || param.type === 'string' || param.type === 'bytes';
  const describedBy = `${id}-hint${error ? ` ${id}-error` : ''}`;
  const common = {
    id,
    value,
    spellCheck: false,
    autoComplete: 'off',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onBlur,
  } as const;
  return (
    <div className="form-row">
      <label htmlFor={id}>
        {param.name || `Argument ${index + 1}`} <code>({param.format('minimal')})</code>
      </label>
      {multiline ? (
        <textarea {...common} rows={2} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      <p id={`${id}-hint`} className="hint">
        {inputHint(param)}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
