// E-mail alerts of a Safe signer.

/**
 * Proof that the signer asked for the action: personal_sign of
 * `email-<action>-…-<timestamp>`, valid for 5 minutes.
 */
export type EmailAuthorizationHeaders = {
  'Safe-Wallet-Signature': string;
  /** Milliseconds since the epoch, as a string. */
  'Safe-Wallet-Signature-Timestamp': string;
};

/** Body registering an e-mail address for a signer. */
export type RegisterEmailRequest = {
  emailAddress: string;
  signer: string;
};

/** Body changing a signer's e-mail address. */
export type ChangeEmailRequest = {
  emailAddress: string;
};

/** Body verifying an e-mail address with the 6-digit code sent to it. */
export type VerifyEmailRequest = {
  code: string;
};

/** A signer's registered e-mail address. */
export type RegisteredEmail = {
  email: string;
  verified: boolean;
};
