// @vitest-environment jsdom
// Trusted Types: the worker URL goes through the app's one policy, which passes only scripts of
// the app's own origin (the browser enforces the rest: tests/e2e/shell/security-headers.spec.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';

type Rules = { createScriptURL: (url: string) => string };

/** A stand-in for window.trustedTypes that records the policies created and wraps URLs. */
function fakeTrustedTypes() {
  const created: string[] = [];
  return {
    created,
    createPolicy: (name: string, rules: Rules) => {
      created.push(name);
      return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('trustedWorkerUrl', () => {
  it('passes the plain URL where the browser has no Trusted Types', async () => {
    const { trustedWorkerUrl } = await import('../../../src/app/pwa/trustedWorkerUrl');
    expect(trustedWorkerUrl('/sw.js')).toBe('/sw.js');
  });

  it('wraps a same-origin script through the one named policy, created once', async () => {
    const factory = fakeTrustedTypes();
    vi.stubGlobal('trustedTypes', factory);
    const { trustedWorkerUrl, WORKER_POLICY_NAME } =
      await import('../../../src/app/pwa/trustedWorkerUrl');
    expect(trustedWorkerUrl('/sw.js')).toEqual({ trusted: `${location.origin}/sw.js` });
    trustedWorkerUrl('/sw.js');
    expect(factory.created).toEqual([WORKER_POLICY_NAME]);
  });

  it('refuses a script of another origin', async () => {
    vi.stubGlobal('trustedTypes', fakeTrustedTypes());
    const { trustedWorkerUrl } = await import('../../../src/app/pwa/trustedWorkerUrl');
    expect(() => trustedWorkerUrl('https://evil.example/sw.js')).toThrow(
      'Only a script of this app may run as its service worker.',
    );
  });
});
