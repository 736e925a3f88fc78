// UR type names, apart from the registry code so that screens can name them without loading it.

/** The UR types a QR wallet's account export may have. */
export const ACCOUNT_UR_TYPES = ['crypto-hdkey', 'crypto-account'] as const;

/** The UR type of the device's answer. */
export const SIGNATURE_UR_TYPE = 'eth-signature';

/** The UR type of the generic payloads of this app (bundles). */
export const BYTES_UR_TYPE = 'bytes';
