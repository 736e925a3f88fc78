// "↻ Queue updated 21:40" — shown for a few seconds after the polling of the open Safe saw a part
// of it change that this screen shows, then faded out, so a signer knows the screen moved under
// them and why. Announced once through a polite live region (the fade changes no text).
import { useEffect, useState } from 'react';
import { useLocation } from '../../router';
import { activityOnScreen, activityWords } from '../../session/live/screenActivity';
import type { LiveActivity } from '../../session/live/liveActivity';

/** How long the line stays fully visible (ms). */
export const LIVE_NOTE_SHOWN_MS = 8_000;
/** How long it fades (ms): the CSS transition of `.live-note.fading` lasts as long. */
export const LIVE_NOTE_FADE_MS = 1_000;

/** The live-activity line (an always-present polite status region). */
export function LiveActivityNote({ activity }: { activity: LiveActivity | null }) {
  const { pathname } = useLocation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!activity) return;
    setNow(Date.now());
    const fade = setTimeout(() => setNow(Date.now()), LIVE_NOTE_SHOWN_MS);
    const gone = setTimeout(() => setNow(Date.now()), LIVE_NOTE_SHOWN_MS + LIVE_NOTE_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(gone);
    };
  }, [activity]);
  const parts = activity ? activityOnScreen(activity.parts, pathname) : [];
  const age = activity ? now - activity.at : Infinity;
  const visible = parts.length > 0 && age < LIVE_NOTE_SHOWN_MS + LIVE_NOTE_FADE_MS;
  const fading = visible && age >= LIVE_NOTE_SHOWN_MS;
  return (
    <p
      className={`live-note${fading ? ' fading' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="live-note"
    >
      {visible && activity && (
        <>
          <span aria-hidden="true">↻ </span>
          {activityWords(parts)}{' '}
          {new Date(activity.at).toLocaleTimeString(undefined, { timeStyle: 'short' })}
        </>
      )}
    </p>
  );
}
