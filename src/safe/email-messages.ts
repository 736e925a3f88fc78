// The personal_sign messages of the e-mail endpoints (safe-api.md A.2.22). Values are used exactly
// as they appear in the request path and body, so nothing here is checksummed.

/** Common fields; `timestamp` is ms since the epoch, as sent in Safe-Wallet-Signature-Timestamp. */
export type EmailMessageParameters = {
  chainId: string;
  safeAddress: string;
  signer: string;
  timestamp: number | string;
};

/** Message signed to register an e-mail address. */
export function getEmailRegisterMessage(
  p: EmailMessageParameters & { emailAddress: string },
): string {
  return `email-register-${p.chainId}-${p.safeAddress}-${p.emailAddress}-${p.signer}-${p.timestamp}`;
}

/** Message signed to change an e-mail address. */
export function getEmailEditMessage(p: EmailMessageParameters & { emailAddress: string }): string {
  return `email-edit-${p.chainId}-${p.safeAddress}-${p.emailAddress}-${p.signer}-${p.timestamp}`;
}

/** Message signed to read the registered e-mail address. */
export function getEmailRetrievalMessage(p: EmailMessageParameters): string {
  return `email-retrieval-${p.chainId}-${p.safeAddress}-${p.signer}-${p.timestamp}`;
}

/** Message signed to delete the registered e-mail address. */
export function getEmailDeleteMessage(p: EmailMessageParameters): string {
  return `email-delete-${p.chainId}-${p.safeAddress}-${p.signer}-${p.timestamp}`;
}

/**
 * Message signed to switch the devnet's daily digest (a devnet-only extension, never a Safe gateway
 * route); `enabled` reads `on` or `off`.
 */
export function getDevnetEmailDigestMessage(
  p: EmailMessageParameters & { enabled: boolean },
): string {
  return `devnet-email-digest-${p.chainId}-${p.safeAddress}-${p.signer}-${p.enabled ? 'on' : 'off'}-${p.timestamp}`;
}
