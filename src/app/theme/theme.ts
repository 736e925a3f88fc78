// Colour theme: `system` follows prefers-color-scheme; `light`/`dark` force one. The choice lives in
// IndexedDB (src/storage), never in localStorage.
import { getSetting, setSetting, type ThemePreference } from '../../storage/settings';
import { createStore } from '../store';

/** The current theme preference. */
export const themePreference = createStore<ThemePreference>('system');

/** Every preference, in the order the toggle offers them. */
export const THEME_PREFERENCES: readonly ThemePreference[] = ['system', 'light', 'dark'];

/** Browser UI colours per theme; index.html carries the same values per colour-scheme media. */
const THEME_COLORS = { light: '#f6f7f9', dark: '#12161c' } as const;

/** Applies a preference to the document (`data-theme` on <html>; none for system). */
export function applyTheme(preference: ThemePreference, root = document.documentElement): void {
  if (preference === 'system') delete root.dataset.theme;
  else root.dataset.theme = preference;
  // Keep the browser's toolbar colour in step with a forced theme.
  for (const meta of root.ownerDocument.querySelectorAll<HTMLMetaElement>(
    'meta[name="theme-color"]',
  )) {
    const ownScheme = (meta.getAttribute('media') ?? '').includes('dark') ? 'dark' : 'light';
    meta.content = THEME_COLORS[preference === 'system' ? ownScheme : preference];
  }
}

/** Loads the saved preference and applies it (keeps `system` when storage is unavailable). */
export async function initTheme(): Promise<void> {
  try {
    const saved = await getSetting('theme');
    if (saved && THEME_PREFERENCES.includes(saved)) {
      themePreference.set(saved);
      applyTheme(saved);
    }
  } catch (error) {
    console.warn('Theme preference could not be read', error);
  }
}

/** Applies and persists a new preference. */
export async function chooseTheme(preference: ThemePreference): Promise<void> {
  themePreference.set(preference);
  applyTheme(preference);
  await setSetting('theme', preference);
}
