// Entry point: start the PWA plumbing and the theme, restore saved queries (briefly: a broken
// IndexedDB must never keep the app from starting), then render the app.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreenAt } from './app/routes';
import { config } from './config';
import { loadGatewayUrlOverride } from './session/gateway/gatewayUrl';
import { getSetting } from './storage/settings';
import { listenForInstallPrompt } from './app/pwa/install';
import { registerServiceWorker } from './app/pwa/serviceWorker';
import { linkManifest } from './app/pwa/manifestLink';
import { initTheme } from './app/theme/theme';
import { requestPersistentStorage } from './query/persist/requestPersistentStorage';
import { createQueryClient } from './query/client';
import { createGatewayClient } from './gateway/client';
import { startFirstRequests } from './app/firstRequests';
import { whenAFetchFails, whenFirstDataSettles } from './query/firstData';
import { afterFirstScreen } from './app/afterFirstScreen';
import { setupQueryPersistence, withTimeout } from './query/persist/queryPersistence';
import './app/styles/theme.css';
import './app/styles/app.css';
import './app/styles/read-side.css';
// The transaction rows' styles (the queue, history, Home, messages): inlined with the entry's, a
// Safe link's first load fetches one stylesheet fewer beside the entry (~1.7 kB in every page).
import './features/shared/transactions/transactions.css';

/** Longest wait for saved data before rendering anyway. */
const RESTORE_TIMEOUT_MS = 1500;
/** How long the first screen has the main thread to itself after its data arrived. */
const PRELOAD_AFTER_MS = 3_000;

listenForInstallPrompt();
void initTheme();

/** The wallet session: silent reconnect, the devnet signer, restored WalletConnect sessions. */
function startWallet(): void {
  void import('./session/wallet/startWalletSession')
    .then(({ startWalletSession }) => startWalletSession())
    .catch((error: unknown) => console.warn('Wallet not started', error));
}

/** Whether a wallet was connected on this device before (an unreadable store counts as yes). */
async function hasLastWallet(): Promise<boolean> {
  try {
    return (await getSetting('lastWallet')) !== undefined;
  } catch {
    return true;
  }
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The screen's code downloads while saved data is restored, not after.
  preloadScreenAt(window.location.pathname);
  const queryClient = createQueryClient();
  const persistence = setupQueryPersistence(queryClient, { buster: config.appVersion });
  // Marks for the history benchmark (tests/bench): how much of a warm start the restore takes.
  performance.mark('countersign:restore-start');
  const restored = withTimeout(persistence.restore(), RESTORE_TIMEOUT_MS, 0);
  const [gatewayUrl, hadWallet] = await Promise.all([
    withTimeout(loadGatewayUrlOverride(), RESTORE_TIMEOUT_MS, null),
    withTimeout(hasLastWallet(), RESTORE_TIMEOUT_MS, true),
  ]);
  // Beside the restore, not after it: restored data is marked stale and asked again anyway, and
  // the restore never overwrites an answer that arrived first.
  const firstRequests = startFirstRequests(
    queryClient,
    createGatewayClient({ baseUrl: gatewayUrl ?? config.gatewayUrl }),
  );
  // The outbox sender and the push check are not needed to draw the first screen, only to act on
  // it. Nor is the wallet on a device that never connected one; a signer who did gets it back at
  // once, since the screen's actions wait for it.
  // Its first render too: requests that settle before it (none on the welcome screen) would let
  // the background work start ahead of the screen's own first paint.
  let firstCommitted: () => void = () => undefined;
  const firstCommit = new Promise<void>((resolve) => {
    firstCommitted = resolve;
  });
  const firstScreenUp = afterFirstScreen(Promise.all([firstRequests, restored, firstCommit]));
  // The header's bar waits for the first screen too, or for the first failed attempt: it then
  // joins the retries in flight, where mounted after the last one its queries asked the failing
  // gateway all over again.
  const firstFailure = whenAFetchFails(queryClient);
  void firstScreenUp.then(firstFailure.stop);
  // The worker once the first screen is up (or touched): registering fetches two chunks and the
  // worker script, which on the welcome screen landed in front of its first paint. A page loaded
  // while a worker installs is claimed all the same: it asks (askToBeControlled), so this wait no
  // longer leaves a page uncontrolled as it once did in CI.
  // The manifest too: linked from the HTML, it and its install icon loaded beside the entry.
  void firstScreenUp.then(() => linkManifest());
  if (import.meta.env.PROD)
    void firstScreenUp
      .then(() => registerServiceWorker())
      .catch((error: unknown) => console.error('Service worker', error));
  void (hadWallet ? Promise.resolve() : firstScreenUp).then(startWallet);
  await restored;
  performance.mark('countersign:restore-end');
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (one long task of ~150 ms on a phone-class CPU).
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App
          queryClient={queryClient}
          gatewayUrl={gatewayUrl}
          firstScreenUp={firstScreenUp}
          firstFailure={firstFailure.failed}
          onFirstCommit={firstCommitted}
        />
      </StrictMode>,
    ),
  );
  // Other screens' code only once the first screen has its data and has been up a moment: before,
  // it would compete with the first gateway responses and the first taps for the main thread.
  whenFirstDataSettles(queryClient, () =>
    setTimeout(
      () =>
        void import('./app/idlePreloads')
          .then(({ preloadEverydayScreens }) => preloadEverydayScreens())
          .catch(() => undefined),
      PRELOAD_AFTER_MS,
    ),
  );
  // Ask the browser not to evict saved data (WebKit exempts origins that were granted this).
  void requestPersistentStorage();
  // Expired and busted entries go once the screen is up.
  setTimeout(() => void persistence.gc().catch(() => undefined), 5_000);
}

void start();
