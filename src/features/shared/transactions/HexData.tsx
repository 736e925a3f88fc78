// Raw hex (calldata, signatures): monospace, copyable, collapsed when long.
import { useId, useState } from 'react';
import { CopyButton } from './CopyButton';

/** Props of HexData. */
export interface HexDataProps {
  value: string;
  /** What the data is ("Raw data"), for the copy button and the toggle. */
  label: string;
  /** Characters shown while collapsed (default 200). */
  collapsedLength?: number;
}

/** Shows hex data with Copy and, when long, Show all / Show less. */
export function HexData({ value, label, collapsedLength = 200 }: HexDataProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = value.length > collapsedLength;
  const bytes = value.startsWith('0x') ? Math.floor((value.length - 2) / 2) : value.length / 2;
  return (
    <div className="hex-data">
      <pre className="hex-block" id={id} aria-label={label}>
        {long && !expanded ? `${value.slice(0, collapsedLength)}…` : value}
      </pre>
      <div className="actions">
        <CopyButton value={value} label={label} />
        {long && (
          <button
            type="button"
            className="button small"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Show less' : `Show all (${bytes} bytes)`}
          </button>
        )}
      </div>
    </div>
  );
}
