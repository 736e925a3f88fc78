// What a signer rarely needs (hashes, raw data, every finding) one tap away: a disclosure that is
// closed by default, and no disclosure at all while something in it blocks signing.
import type { ReactNode } from 'react';
import './oneTapAway.css';

/** Props of OneTapAway. */
export interface OneTapAwayProps {
  /** The disclosure's words ("Hashes and every finding"). */
  summary: string;
  /** Something inside is wrong: shown open, with nothing to close. */
  expanded: boolean;
  children: ReactNode;
  testId?: string;
}

/** Children behind a closed disclosure, or in plain sight when `expanded`. */
export function OneTapAway({ summary, expanded, children, testId }: OneTapAwayProps) {
  if (expanded)
    return (
      <div className="one-tap-away" data-testid={testId} data-expanded="true">
        {children}
      </div>
    );
  return (
    <details className="one-tap-away" data-testid={testId}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
