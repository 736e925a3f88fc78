// Copies a value (hash, hex data, signature) and says so in a polite live region.
import { useEffect, useState } from 'react';

/** Props of CopyButton. */
export interface CopyButtonProps {
  value: string;
  /** What is copied, for the button's accessible name ("safeTxHash"). */
  label: string;
}

/** A small "Copy" button. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return (
    <>
      <button
        type="button"
        className="button small"
        onClick={() => void copy()}
        aria-label={`Copy ${label}`}
      >
        Copy
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {state === 'copied' ? `${label} copied` : state === 'failed' ? 'Copy failed' : ''}
      </span>
    </>
  );
}
