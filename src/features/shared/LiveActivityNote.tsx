// "Updated just now: the queue and history changed" — shown for a minute after the polling of the
// open Safe saw its lists change, so a signer knows the screen moved under them and why.
import { useEffect, useState } from 'react';
import type { SafeActivity } from '../../query/live';
import type { LiveActivity } from '../../session/live/liveActivity';

/** How long a change stays marked (ms). */
const SHOWN_FOR_MS = 60_000;

const PART_NAMES: Record<SafeActivity, string> = {
  queue: 'the queue',
  history: 'the history',
  messages: 'the messages',
  collectibles: 'the NFTs',
  setup: 'the Safe’s setup',
};

/** Joins names as "a", "a and b", "a, b and c". */
function listOf(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** The live-activity line (an always-present polite status region). */
export function LiveActivityNote({ activity }: { activity: LiveActivity | null }) {
  const [now, setNow] = useState(() => Date.now());
  const visible = activity !== null && now - activity.at < SHOWN_FOR_MS;
  useEffect(() => {
    if (!activity) return;
    setNow(Date.now());
    const timer = setTimeout(() => setNow(Date.now()), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [activity]);
  return (
    <p className="live-note" role="status" aria-live="polite">
      {visible && (
        <>
          <span aria-hidden="true">↻ </span>
          Updated{' '}
          {new Date(activity.at).toLocaleTimeString(undefined, {
            timeStyle: 'short',
          })}
          : {listOf(activity.parts.map((part) => PART_NAMES[part]))} changed.
        </>
      )}
    </p>
  );
}
