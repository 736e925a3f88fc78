// The page's side of the app icon badge: each Safe's awaiting list, from the queue just read.
import { setAwaitingForSafe } from '../../storage/awaitingBadge';

type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** Shows `count` on the app icon where the Badging API exists (0 clears it). */
export async function showAppBadge(count: number): Promise<void> {
  const nav = navigator as BadgeNavigator;
  if (count > 0) await nav.setAppBadge?.(count).catch(() => undefined);
  else await nav.clearAppBadge?.().catch(() => undefined);
}

/** Records one Safe's awaiting safeTxHashes and shows the new total on the icon. */
export async function publishAwaiting(
  chainId: string,
  safe: string,
  safeTxHashes: readonly string[],
): Promise<number> {
  const total = await setAwaitingForSafe(chainId, safe, safeTxHashes);
  await showAppBadge(total);
  return total;
}
