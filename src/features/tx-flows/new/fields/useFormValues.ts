// A form's text values with defaults, reporting every change so the draft keeps it.
import { useCallback, useState } from 'react';

/** Values of a form are plain strings: what the inputs hold, exactly as typed. */
export type FormValues = Record<string, string>;

/** Starts from `initial` (a draft) over `defaults`; `set` updates one value and reports all. */
export function useFormValues<T extends FormValues>(
  defaults: T,
  initial: Record<string, unknown> | undefined,
  onChange: (form: Record<string, unknown>) => void,
) {
  const [values, setValues] = useState<T>(() => {
    const start = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof T)[]) {
      const kept = initial?.[key as string];
      if (typeof kept === 'string') start[key] = kept as T[keyof T];
    }
    return start;
  });
  const [submitted, setSubmitted] = useState(false);
  const set = useCallback(
    (key: keyof T, value: string) => {
      setValues((previous) => {
        const next = { ...previous, [key]: value };
        onChange(next);
        return next;
      });
    },
    [onChange],
  );
  return { values, set, submitted, setSubmitted };
}
