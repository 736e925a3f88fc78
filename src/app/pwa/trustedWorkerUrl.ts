// Trusted Types (the CSP's `require-trusted-types-for 'script'`): registering a service worker is
// a script-URL sink, so the worker URL passes through the app's one policy, which lets only a
// script of the app's own origin through. Nothing else in the app writes to a sink (found by
// running every screen under the policy), so this is the only policy the CSP's `trusted-types`
// directive names.
import type {
  TrustedScriptURL,
  TrustedTypePolicy,
  TrustedTypePolicyFactory,
} from 'trusted-types/lib';
import { BaseError } from '../../errors';

/** The policy's name, as the CSP's `trusted-types` directive allows it (scripts/vite). */
export const WORKER_POLICY_NAME = 'countersign-worker';

let policy: Pick<TrustedTypePolicy, 'createScriptURL'> | undefined;

/** A script URL of this origin, resolved; anything else is refused. */
function sameOriginScript(url: string): string {
  const resolved = new URL(url, location.href);
  if (resolved.origin !== location.origin)
    throw new BaseError('Only a script of this app may run as its service worker.', {
      details: `Refused ${resolved.origin}.`,
    });
  return resolved.href;
}

/** The worker's script URL, as a TrustedScriptURL where the browser enforces Trusted Types. */
export function trustedWorkerUrl(url: string): string | TrustedScriptURL {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (!factory) return url;
  policy ??= factory.createPolicy(WORKER_POLICY_NAME, { createScriptURL: sameOriginScript });
  return policy.createScriptURL(url);
}
