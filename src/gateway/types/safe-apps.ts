// Safe Apps listed for a chain.

import type { SafeAppSocialPlatform } from '../vocabulary';

/** Any origin may embed the app. The gateway sends `value: null`; the SDK omits it. */
export type SafeAppNoRestrictions = {
  type: 'NO_RESTRICTIONS';
  value?: null;
};

/** Only the listed origins may embed the app. */
export type SafeAppDomainAllowlist = {
  type: 'DOMAIN_ALLOWLIST';
  value: string[];
};

/** A policy the gateway could not classify. */
export type SafeAppUnknownAccess = {
  type: 'UNKNOWN';
  value?: string[] | null;
};

/** Who may embed a Safe App. */
export type SafeAppAccessControl =
  SafeAppNoRestrictions | SafeAppDomainAllowlist | SafeAppUnknownAccess;

/** The organisation behind an app. */
export type SafeAppProvider = {
  url: string;
  name: string;
};

/**
 * A link to the app's profile. The SDK also knows TELEGRAM; the gateway maps other platforms
 * to UNKNOWN.
 */
export type SafeAppSocialProfile = {
  platform: SafeAppSocialPlatform | 'TELEGRAM' | 'UNKNOWN';
  url: string;
};

/** A listed Safe App. */
export type SafeAppData = {
  id: number;
  url: string;
  name: string;
  iconUrl: string | null;
  description: string;
  chainIds: string[];
  provider: SafeAppProvider | null;
  accessControl: SafeAppAccessControl;
  tags: string[];
  /** Feature words; see SAFE_APP_FEATURES. The gateway passes through unknown strings. */
  features: string[];
  developerWebsite: string | null;
  socialProfiles: SafeAppSocialProfile[];
  /** NestJS gateway only. */
  featured?: boolean;
};

/** Filters of the Safe Apps list (the gateway reads `clientUrl`, not the SDK's `client_url`). */
export type SafeAppsQuery = {
  clientUrl?: string;
  url?: string;
};
