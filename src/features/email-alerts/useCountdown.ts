// Seconds left of the resend cooldown, ticking once a second while there are any. The start time
// comes from the stored record, so a reload keeps counting where it was.
import { useEffect, useState } from 'react';
import { cooldownRemaining, RESEND_COOLDOWN_SECONDS } from './emailForm';

/** Whole seconds until a new code may be requested (0 = now). */
export function useCountdown(
  codeSentAt: number | null,
  cooldownSeconds = RESEND_COOLDOWN_SECONDS,
): number {
  const [now, setNow] = useState(() => Date.now());
  const left = cooldownRemaining(codeSentAt, now, cooldownSeconds);
  useEffect(() => {
    setNow(Date.now());
    if (codeSentAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (cooldownRemaining(codeSentAt, current, cooldownSeconds) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [codeSentAt, cooldownSeconds]);
  return left;
}
