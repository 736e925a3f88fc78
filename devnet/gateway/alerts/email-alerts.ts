// Which e-mails the devnet sends on its own: a confirmation request for each new proposal, a
// "ready to execute" alert once a transaction reaches the threshold, and the opt-in daily digest.
// Only verified addresses of current owners receive anything; the Safe's owners, threshold and
// nonce come from the chain, never from what a client sent.
import type { DevnetDatabase } from '../store/database';
import type { AlertEvent } from './alert-events';
import {
  confirmationRequestMail,
  digestMail,
  readyToExecuteMail,
  transactionLink,
  type MailMessage,
} from './email-messages';

/** What the e-mail alerts need to know about a Safe, read from the chain. */
export interface EmailSafeState {
  owners: string[];
  threshold: number;
  nonce: number;
}

/** Configuration of {@link createEmailAlerts}. */
export interface EmailAlertsConfig {
  chainId: string;
  shortName: string;
  db: DevnetDatabase;
  publicAppUrl: string | null;
  /** The Safe as the chain reports it (null when there is none). */
  safeState: (safe: string) => Promise<EmailSafeState | null>;
  /** Sends one mail (SMTP or the outbox). */
  mail: (message: MailMessage) => void;
  now: () => number;
}

/** The devnet's e-mail alert triggers. */
export interface EmailAlerts {
  /** Mails what `event` calls for; resolves when every mail was handed to `mail`. */
  onEvent(event: AlertEvent): Promise<void>;
  /** Sends the digest to every opted-in verified address now; resolves to the mails sent. */
  sendDigest(): Promise<MailMessage[]>;
}

const isIn = (owners: readonly string[], signer: string): boolean =>
  owners.some((owner) => owner.toLowerCase() === signer.toLowerCase());

/** Creates the e-mail alert triggers over the gateway's store. */
export function createEmailAlerts(config: EmailAlertsConfig): EmailAlerts {
  const { db, chainId } = config;

  /** Verified addresses of current owners of `safe`, each once. */
  const recipients = (safe: string, owners: readonly string[]): string[] => {
    const rows = db.all(
      'SELECT signer, email FROM emails WHERE chain_id = ? AND safe = ? AND verified = 1',
      [chainId, safe],
    );
    return [
      ...new Set(rows.filter((r) => isIn(owners, String(r.signer))).map((r) => String(r.email))),
    ];
  };

  const pendingTx = (safeTxHash: string) =>
    db.get('SELECT safe, nonce, executed FROM multisig_txs WHERE safe_tx_hash = ?', [safeTxHash]);

  /** Confirmations of current owners only: a removed owner's signature no longer counts. */
  const confirmationCount = (safeTxHash: string, owners: readonly string[]): number =>
    db
      .all('SELECT owner FROM confirmations WHERE safe_tx_hash = ?', [safeTxHash])
      .filter((r) => isIn(owners, String(r.owner))).length;

  async function onTransactionEvent(
    type: 'CONFIRMATION_REQUEST' | 'NEW_CONFIRMATION',
    safe: string,
    safeTxHash: string,
  ): Promise<void> {
    const state = await config.safeState(safe);
    const tx = pendingTx(safeTxHash);
    if (!state || !tx || Number(tx.executed) === 1 || Number(tx.nonce) < state.nonce) return;
    const confirmations = confirmationCount(safeTxHash, state.owners);
    const link = transactionLink(config.publicAppUrl, config.shortName, safe, safeTxHash);
    const to = recipients(safe, state.owners);
    const details = { safe, safeTxHash, confirmations, threshold: state.threshold, link };
    if (type === 'CONFIRMATION_REQUEST')
      for (const address of to) config.mail(confirmationRequestMail({ to: address, ...details }));
    if (confirmations < state.threshold) return;
    // Once per transaction, however many confirmations arrive after the threshold.
    const first = db.run(
      'INSERT OR IGNORE INTO email_ready_sent (safe_tx_hash, sent_at) VALUES (?, ?)',
      [safeTxHash, config.now()],
    );
    if (first === 0) return;
    for (const address of to) config.mail(readyToExecuteMail({ to: address, ...details }));
  }

  async function sendDigest(): Promise<MailMessage[]> {
    const rows = db.all(
      'SELECT safe, signer, email FROM emails WHERE chain_id = ? AND verified = 1 AND digest = 1',
      [chainId],
    );
    const states = new Map<string, EmailSafeState | null>();
    for (const safe of new Set(rows.map((r) => String(r.safe))))
      states.set(safe, await config.safeState(safe));
    // address → safe → transactions below the threshold that one of the address's signers has not
    // confirmed yet
    const waiting = new Map<string, Map<string, Set<string>>>();
    for (const row of rows) {
      const safe = String(row.safe);
      const signer = String(row.signer);
      const state = states.get(safe);
      if (!state || !isIn(state.owners, signer)) continue;
      const txs = db.all(
        `SELECT m.safe_tx_hash FROM multisig_txs m
         WHERE m.safe = ? AND m.executed = 0 AND m.nonce >= ?
           AND NOT EXISTS (SELECT 1 FROM confirmations c WHERE c.safe_tx_hash = m.safe_tx_hash AND lower(c.owner) = lower(?))
         ORDER BY m.nonce, m.submitted_at`,
        [safe, state.nonce, signer],
      );
      // A transaction that already has its confirmations waits for an executor, not a signature.
      const needSignature = txs
        .map((tx) => String(tx.safe_tx_hash))
        .filter((hash) => confirmationCount(hash, state.owners) < state.threshold);
      if (needSignature.length === 0) continue;
      const email = String(row.email);
      const bySafe = waiting.get(email) ?? new Map<string, Set<string>>();
      const hashes = bySafe.get(safe) ?? new Set<string>();
      for (const hash of needSignature) hashes.add(hash);
      bySafe.set(safe, hashes);
      waiting.set(email, bySafe);
    }
    const sent: MailMessage[] = [];
    for (const [email, bySafe] of waiting) {
      const perSafe = [...bySafe].map(([safe, hashes]) => ({ safe, safeTxHashes: [...hashes] }));
      const message = digestMail(email, perSafe);
      config.mail(message);
      sent.push(message);
    }
    db.setMeta('email.digest.lastSentAt', String(config.now()));
    return sent;
  }

  return {
    async onEvent(event) {
      if (event.type === 'CONFIRMATION_REQUEST' || event.type === 'NEW_CONFIRMATION')
        await onTransactionEvent(event.type, event.safe, event.safeTxHash);
    },
    sendDigest,
  };
}

/** Sends the digest every `intervalMs` (a day by default); returns the stop function. */
export function startDailyDigest(
  alerts: Pick<EmailAlerts, 'sendDigest'>,
  intervalMs = 86_400_000,
  onError: (error: unknown) => void = (error) => console.error('devnet digest failed', error),
): () => void {
  const timer = setInterval(() => void alerts.sendDigest().catch(onError), intervalMs);
  // The digest never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}

/** The digest interval: `DEVNET_DIGEST_INTERVAL_MS` when set to a positive number, else a day. */
export function digestIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.DEVNET_DIGEST_INTERVAL_MS);
  return Number.isFinite(value) && value > 0 ? value : 86_400_000;
}
