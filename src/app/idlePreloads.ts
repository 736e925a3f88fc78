// The everyday screens' code, loaded ahead once the first screen is up and the browser is idle, so
// that switching tabs renders restored data at once instead of waiting for a chunk (the chunks are
// precached by the worker; this only fetches what it has not yet and parses them early).
//
// The imports live in this chunk of their own so that the build gives them no modulepreload links
// (vite.config.ts, IDLE_PRELOAD_HOST): Vite's helper inserts one link per dependency in a single
// task, 37 of them for the transaction screen (~46 ms unthrottled, ~180 ms on a 4x CPU, while the
// signer may already be tapping). Here the browser's module loader fetches the same files from
// each chunk's own imports, checked by the same import map. The router's imports keep their links:
// a screen the user opens loads all its files at once.
import { whenIdle } from '../session/paint/afterPaint';

/** A preload waits this long at most for an idle moment (a page that is never idle gets it too). */
const PRELOAD_IDLE_TIMEOUT_MS = 10_000;

/** Screens a signer moves between all day: Home, Queue, History, a transaction, Messages. */
export const EVERYDAY_SCREENS: ReadonlyArray<() => Promise<unknown>> = [
  () => import('../features/dashboard/DashboardScreen'),
  () => import('../features/queue/QueueScreen'),
  () => import('../features/history/HistoryScreen'),
  () => import('../features/tx-details/TxDetailsScreen'),
  () => import('../features/messages/MessagesScreen'),
];

/** Loads `screens` one per idle period, each after the one before has loaded. */
export function preloadEverydayScreens(
  whenIdleThen: (run: () => void) => void = (run) =>
    void whenIdle(PRELOAD_IDLE_TIMEOUT_MS).then(run),
  screens: ReadonlyArray<() => Promise<unknown>> = EVERYDAY_SCREENS,
): void {
  // Evaluating them all at once is one long task that a slow phone feels as a frozen first screen.
  const waiting = [...screens];
  const next = () => {
    const load = waiting.shift();
    // A failed preload is harmless: the route loads (and reports) it again when visited.
    if (load)
      whenIdleThen(
        () =>
          void load()
            .catch(() => undefined)
            .finally(next),
      );
  };
  next();
}
