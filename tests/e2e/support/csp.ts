// Content-Security-Policy helpers shared by the shell and devnet specs: a watch that collects every
// violation the app's own documents report (securitypolicyviolation events, across navigations and
// in frames of the app's origin) and the console messages Chromium writes for refused loads.
import { expect, type APIResponse, type Page } from '@playwright/test';

/** What a violation watch saw so far. */
export type CspWatch = { violations: string[] };

// Chromium's console texts for a refused load, inline code, Trusted Types or a failed SRI check.
const REFUSAL =
  /Content Security Policy|Content-Security-Policy|Trusted ?Type|TrustedHTML|TrustedScript|integrity/i;

/** Starts collecting violations on `page` (call before the first navigation). */
export async function watchCspViolations(page: Page): Promise<CspWatch> {
  const watch: CspWatch = { violations: [] };
  await page.exposeBinding('__countersignCspViolation', (_source, text: string) => {
    watch.violations.push(text);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __countersignCspViolation?: (text: string) => void })
      .__countersignCspViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        report?.(
          `${location.origin}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
            ` (${event.sourceFile}:${event.lineNumber})`,
        ),
      true,
    );
  });
  page.on('console', (message) => {
    if (REFUSAL.test(message.text())) watch.violations.push(`console: ${message.text()}`);
  });
  return watch;
}

/** The parsed directives of a policy (name → sources). */
export function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** Asserts the response carries the app's strict policy and returns its directives. */
export function expectStrictPolicy(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'];
  expect(header, `${response.url()} sends a Content-Security-Policy`).toBeTruthy();
  // 'wasm-unsafe-eval' (WebAssembly for the QR decoder) is allowed; JavaScript eval is not.
  expect(header).not.toMatch(/unsafe-inline|(?<!wasm-)unsafe-eval/);
  const directives = parsePolicy(header as string);
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('script-src')?.[0]).toBe("'self'");
  // Inline code by hash only: the import map and the first-load preloads' script.
  expect(directives.get('script-src')?.slice(1)).toEqual([
    "'wasm-unsafe-eval'",
    expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
    expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
  ]);
  // The entry's stylesheet is inline (scripts/vite/inline-entry-stylesheet.ts), allowed by its hash.
  expect(directives.get('style-src')).toEqual([
    "'self'",
    expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
  ]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'none'"]);
  expect(directives.get('worker-src')).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors')?.slice(0, 2)).toEqual([
    "'self'",
    'https://app.safe.global',
  ]);
  expect(directives.get('require-trusted-types-for')).toEqual(["'script'"]);
  expect(directives.get('trusted-types')).toEqual(['countersign-worker']);
  return directives;
}
