// The Setup card's version line says "unknown" once: no "Unknown Unknown version".
import { describe, expect, it } from 'vitest';
import { versionWords } from '../../../../src/features/shared/SafeSetup';

describe('versionWords', () => {
  it('an unknown version is "Unknown" alone, without a second "unknown" badge', () => {
    const line = versionWords(null, 'UNKNOWN');
    expect(line).toEqual({ version: 'Unknown', badge: null });
  });

  it('a known version keeps its update state; an unknown state is said in other words', () => {
    expect(versionWords('1.4.1', 'UP_TO_DATE').badge?.label).toBe('Up to date');
    expect(versionWords('1.3.0', 'OUTDATED').badge?.label).toBe('Update available');
    const unknownState = versionWords('1.3.0', 'UNKNOWN');
    expect(`${unknownState.version} ${unknownState.badge?.label}`).not.toMatch(/unknown.*unknown/i);
  });
});
