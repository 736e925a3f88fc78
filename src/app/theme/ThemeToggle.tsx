// System / light / dark switch in the header.
import { useId, useSyncExternalStore } from 'react';
import type { ThemePreference } from '../../storage/settings';
import { chooseTheme, THEME_PREFERENCES, themePreference } from './theme';

const LABELS: Record<ThemePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** A labelled select for the colour theme. */
export function ThemeToggle() {
  const id = useId();
  const value = useSyncExternalStore(
    themePreference.subscribe,
    themePreference.get,
    () => 'system',
  );
  return (
    <div className="theme-toggle">
      <label htmlFor={id}>Theme</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          chooseTheme(event.target.value as ThemePreference).catch((error: unknown) =>
            console.error('Theme preference could not be saved', error),
          );
        }}
      >
        {THEME_PREFERENCES.map((preference) => (
          <option key={preference} value={preference}>
            {LABELS[preference]}
          </option>
        ))}
      </select>
    </div>
  );
}
