// Header button that installs the app, shown only while the browser offers installation.
import { useSyncExternalStore } from 'react';
import { installPrompt, promptInstall } from './install';

/** The Install button (renders nothing when installing is not possible). */
export function InstallButton() {
  const prompt = useSyncExternalStore(installPrompt.subscribe, installPrompt.get, () => null);
  if (!prompt) return null;
  return (
    <button
      type="button"
      className="button install"
      onClick={() => {
        promptInstall().catch((error: unknown) => console.error('Install prompt failed', error));
      }}
    >
      Install
    </button>
  );
}
