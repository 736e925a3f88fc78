// The texts of the devnet's alert e-mails. Pure, so the wording is tested without a chain.

/** One plain-text e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The app's link to a queued transaction, or null when the gateway knows no app URL. */
export function transactionLink(
  appUrl: string | null,
  shortName: string,
  safe: string,
  safeTxHash: string,
): string | null {
  if (!appUrl) return null;
  const safeParam = encodeURIComponent(`${shortName}:${safe}`);
  return `${appUrl}/transactions/tx?safe=${safeParam}&id=${safeTxHash}`;
}

const withLink = (text: string, link: string | null): string =>
  link ? `${text}\n\nReview it: ${link}` : text;

/** The verification code mail (register, change, resend). */
export function verificationCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: 'Verify your e-mail address',
    text: `Your verification code is ${code}. It is valid for ${validMinutes} minutes.`,
  };
}

/** A new transaction awaits the owners' confirmations. */
export function confirmationRequestMail(p: {
  to: string;
  safe: string;
  safeTxHash: string;
  confirmations: number;
  threshold: number;
  link: string | null;
}): MailMessage {
  return {
    to: p.to,
    subject: 'Confirmation request',
    text: withLink(
      `Safe ${p.safe} on Devnet has a new confirmation request for transaction ${p.safeTxHash} ` +
        `(${p.confirmations} of ${p.threshold} confirmations).`,
      p.link,
    ),
  };
}

/** A transaction collected enough confirmations to be executed. */
export function readyToExecuteMail(p: {
  to: string;
  safe: string;
  safeTxHash: string;
  confirmations: number;
  threshold: number;
  link: string | null;
}): MailMessage {
  return {
    to: p.to,
    subject: 'Ready to execute',
    text: withLink(
      `Transaction ${p.safeTxHash} of Safe ${p.safe} on Devnet has ${p.confirmations} of ` +
        `${p.threshold} confirmations and is ready to execute.`,
      p.link,
    ),
  };
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** The headline of a digest: "3 transactions wait for you on 2 Safes". */
export function digestHeadline(transactions: number, safes: number): string {
  const verb = transactions === 1 ? 'waits' : 'wait';
  return `${plural(transactions, 'transaction', 'transactions')} ${verb} for you on ${plural(safes, 'Safe', 'Safes')}`;
}

/** The daily digest for one address: every Safe with transactions awaiting its signers. */
export function digestMail(
  to: string,
  perSafe: readonly { safe: string; safeTxHashes: readonly string[] }[],
): MailMessage {
  const transactions = perSafe.reduce((n, s) => n + s.safeTxHashes.length, 0);
  const lines = perSafe.map(
    (s) =>
      `Safe ${s.safe}: ${plural(s.safeTxHashes.length, 'transaction', 'transactions')}\n` +
      s.safeTxHashes.map((hash) => `  - ${hash}`).join('\n'),
  );
  return {
    to,
    subject: digestHeadline(transactions, perSafe.length),
    text: `${digestHeadline(transactions, perSafe.length)} on Devnet.\n\n${lines.join('\n\n')}`,
  };
}
