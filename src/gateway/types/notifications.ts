// Push notification registration.

import type { DeviceType } from '../vocabulary';

/** The Safes of one chain to notify about, with one signature per chain. */
export type SafeRegistration = {
  chainId: string;
  safes: string[];
  /**
   * personal_sign (web) of keccak256("gnosis-safe" + timestamp + uuid + token + sorted
   * checksummed safes).
   */
  signatures: string[];
};

/** Body registering a device for push notifications. */
export type RegisterNotificationsRequest = {
  uuid?: string;
  cloudMessagingToken: string;
  buildNumber: string;
  bundle: string;
  deviceType: DeviceType;
  version: string;
  /** Unix seconds as a string; must be within 5 minutes of the server's clock. */
  timestamp?: string;
  safeRegistrations: SafeRegistration[];
};
