// Entry point: start the PWA plumbing and the theme, restore saved queries (briefly: a broken
// IndexedDB must never keep the app from starting), then render the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadEverydayScreens } from './app/routes';
import { config } from './config';
import { loadGatewayUrlOverride } from './session/gateway/gatewayUrl';
import { listenForInstallPrompt } from './app/pwa/install';
import { registerServiceWorker } from './app/pwa/serviceWorker';
import { initTheme } from './app/theme/theme';
import { announceDevnetSigner } from './session/wallet/announceDevnetSigner';
import { walletSession } from './wallet/session';
import { requestPersistentStorage } from './query/persist/requestPersistentStorage';
import { watchAnnouncedProviders } from './wallet/eip6963';
import { createQueryClient } from './query/client';
import { setupQueryPersistence, withTimeout } from './query/persist/queryPersistence';
import './app/styles/theme.css';
import './app/styles/app.css';
import './app/styles/read-side.css';

/** Longest wait for saved data before rendering anyway. */
const RESTORE_TIMEOUT_MS = 1500;

listenForInstallPrompt();
void initTheme();
if (import.meta.env.PROD)
  void registerServiceWorker().catch((error: unknown) => console.error('Service worker', error));
// Listen before the devnet signer announces, so the last wallet reconnects whichever comes first.
watchAnnouncedProviders((detail) => void walletSession.reconnect(detail).catch(() => undefined));
void announceDevnetSigner().catch((error: unknown) => console.warn('Test signer', error));
// Wallets that never announce: `window.ethereum` and WalletConnect sessions.
// Loaded apart from the entry so the first route does not grow.
void import('./session/wallet/restoreLastWallet')
  .then(({ restoreLastWallet }) => restoreLastWallet())
  .catch((error: unknown) => console.warn('Wallet not restored', error));

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  const persistence = setupQueryPersistence(queryClient, { buster: config.appVersion });
  // Marks for the history benchmark (tests/bench): how much of a warm start the restore takes.
  performance.mark('countersign:restore-start');
  const [gatewayUrl] = await Promise.all([
    withTimeout(loadGatewayUrlOverride(), RESTORE_TIMEOUT_MS, null),
    withTimeout(persistence.restore(), RESTORE_TIMEOUT_MS, 0),
  ]);
  performance.mark('countersign:restore-end');
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} gatewayUrl={gatewayUrl} />
    </StrictMode>,
  );
  preloadEverydayScreens();
  // Ask the browser not to evict saved data (WebKit exempts origins that were granted this).
  void requestPersistentStorage();
  // Expired and busted entries go once the screen is up.
  setTimeout(() => void persistence.gc().catch(() => undefined), 5_000);
}

void start();
