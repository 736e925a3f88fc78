// @vitest-environment jsdom
// The manifest is linked by the app (not index.html) once its first screen is up, exactly once.
import { afterEach, describe, expect, it } from 'vitest';
import { MANIFEST_HREF, linkManifest } from '../../../src/app/pwa/manifestLink';

afterEach(() => document.head.replaceChildren());

describe('linkManifest', () => {
  it('links the manifest in the head', () => {
    const link = linkManifest();
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect(link.getAttribute('href')).toBe(MANIFEST_HREF);
  });

  it('links it once however often it is asked', () => {
    const first = linkManifest();
    expect(linkManifest()).toBe(first);
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });
});
