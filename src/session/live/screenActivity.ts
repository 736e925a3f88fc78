// Which of a Safe's live changes a screen shows, and the words for them: the queue screen says
// "Queue updated" when the queue changed, never that history or collectibles did.
import type { SafeActivity } from '../../query/live';
import { ROUTES } from '../routes/links';

// What each screen renders; a screen not listed shows no line (its data is not polled per part).
const PARTS_ON_SCREEN: Partial<Record<string, readonly SafeActivity[]>> = {
  [ROUTES.home]: ['queue', 'history', 'setup'],
  [ROUTES.queue]: ['queue'],
  [ROUTES.history]: ['history'],
  // A queued transaction moves to history when executed: both change its page.
  [ROUTES.transaction]: ['queue', 'history'],
  [ROUTES.messages]: ['messages'],
  [ROUTES.message]: ['messages'],
  [ROUTES.nfts]: ['collectibles'],
  [ROUTES.setup]: ['setup'],
  // The nonce choice lists the queue.
  [ROUTES.newTransaction]: ['queue'],
};

const PART_NAMES: Record<SafeActivity, string> = {
  queue: 'queue',
  history: 'history',
  messages: 'messages',
  collectibles: 'NFTs',
  setup: 'Safe setup',
};

/** The changed parts the screen at `pathname` shows, in a stable order. */
export function activityOnScreen(parts: readonly SafeActivity[], pathname: string): SafeActivity[] {
  const shown = PARTS_ON_SCREEN[pathname] ?? [];
  return shown.filter((part) => parts.includes(part));
}

/** "Queue updated", "Queue and history updated", "NFTs updated"; empty for no parts. */
export function activityWords(parts: readonly SafeActivity[]): string {
  const names = parts.map((part) => PART_NAMES[part]);
  if (names.length === 0) return '';
  const list =
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} updated`;
}
