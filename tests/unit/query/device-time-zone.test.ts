// The history's time zone: Temporal's answer when the engine has it (no ICU locale data to load on
// the first screen), Intl's otherwise, and nothing rather than a throw.
import { describe, expect, it } from 'vitest';
import { deviceTimeZone } from '../../../src/query/options/transactions';

describe('deviceTimeZone', () => {
  it('takes the zone from Temporal when there is one', () => {
    expect(deviceTimeZone({ Now: { timeZoneId: () => 'Europe/Zurich' } })).toBe('Europe/Zurich');
  });

  it("falls back to Intl's zone without Temporal, or when Temporal fails", () => {
    const intl = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(deviceTimeZone({})).toBe(intl);
    const failing = {
      Now: {
        timeZoneId: () => {
          throw new RangeError('no zone');
        },
      },
    };
    expect(deviceTimeZone(failing)).toBe(intl);
  });
});
