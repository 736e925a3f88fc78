// The Tokens list choices and what they leave out: "3 hidden tokens — Show" for untrusted and spam
// tokens, and "hide tokens worth nothing" for dust.
import { useId } from 'react';
import type { TokenFilter, VisibleTokens } from './tokenRows';

/** Props of TokenFilters. */
export interface TokenFiltersProps {
  filter: TokenFilter;
  visible: VisibleTokens;
  onChange: (change: Partial<TokenFilter>) => void;
  saveError: Error | null;
}

const tokens = (count: number, kind = '') => `${count} ${kind}${count === 1 ? 'token' : 'tokens'}`;

/** Renders the two choices and the hidden counts. */
export function TokenFilters({ filter, visible, onChange, saveError }: TokenFiltersProps) {
  const showId = useId();
  const dustId = useId();
  return (
    <div className="token-filters">
      <p className="token-filter-status" role="status">
        {visible.hiddenCount > 0 && !filter.showHidden && (
          <>
            {`${tokens(visible.hiddenCount, 'hidden ')} — `}
            <button
              type="button"
              className="text-button"
              onClick={() => onChange({ showHidden: true })}
            >
              Show
            </button>
          </>
        )}
        {visible.hiddenCount > 0 && filter.showHidden && (
          <>{`Showing ${tokens(visible.hiddenCount, 'untrusted or spam ')}`}</>
        )}
        {visible.dustHiddenCount > 0 && (
          <span className="hint">{` ${tokens(visible.dustHiddenCount)} worth nothing hidden`}</span>
        )}
      </p>
      <div className="token-filter-choices">
        <label htmlFor={showId} className="checkbox-label">
          <input
            id={showId}
            type="checkbox"
            checked={filter.showHidden}
            onChange={(event) => onChange({ showHidden: event.target.checked })}
          />
          Show hidden tokens (untrusted or spam)
        </label>
        <label htmlFor={dustId} className="checkbox-label">
          <input
            id={dustId}
            type="checkbox"
            checked={filter.hideDust}
            onChange={(event) => onChange({ hideDust: event.target.checked })}
          />
          Hide tokens worth nothing
        </label>
      </div>
      {saveError && (
        <p className="field-error" role="alert">
          This choice could not be saved: {saveError.message}
        </p>
      )}
    </div>
  );
}
