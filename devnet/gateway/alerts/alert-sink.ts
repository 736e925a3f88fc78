import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DevnetDatabase } from '../store/database';
import { pushData, type AlertEvent } from './alert-events';
import { createEmailAlerts, type EmailSafeState } from './email-alerts';
import type { MailMessage } from './email-messages';
import { sendFcmMessage, type FcmConfig } from './fcm';
import { sendMail, type SmtpConfig } from './smtp';

/** One delivered (or outboxed) alert. */
export interface OutboxEntry {
  at: number;
  channel: 'push' | 'email';
  /** Push: the FCM HTTP v1 message; e-mail: the message. */
  message: Record<string, unknown>;
  delivered: 'fcm' | 'smtp' | 'outbox';
  error?: string;
}

/** Where alerts go; the gateway emits events, the sink fans them out to devices and e-mails. */
export interface AlertSink {
  emit(event: AlertEvent): void;
  /** Send one e-mail (verification codes) through SMTP or the outbox. */
  mail(message: { to: string; subject: string; text: string }): void;
  /** Mails the daily digest to every opted-in verified address now; resolves to what was sent. */
  sendDigest(): Promise<MailMessage[]>;
  /** Entries written since start (and to the JSONL outbox file). */
  outbox(): readonly OutboxEntry[];
  /** Resolves when every delivery started so far has finished. */
  flush(): Promise<void>;
}

/** Configuration of alert delivery. */
export interface AlertConfig {
  chainId: string;
  db: DevnetDatabase;
  dataDir: string | null;
  fcm: FcmConfig | null;
  smtp: SmtpConfig | null;
  publicAppUrl: string | null;
  /** EIP-3770 prefix of the chain, for links in e-mails (default `hh`). */
  shortName?: string;
  /** The Safe as the chain reports it, for the e-mail alerts (none sent without it). */
  safeState?: (safe: string) => Promise<EmailSafeState | null>;
}

/** An alert sink delivering through FCM/SMTP when configured, else to a JSONL outbox. */
export function createAlertSink(config: AlertConfig): AlertSink {
  const entries: OutboxEntry[] = [];
  const pending = new Set<Promise<void>>();
  const file = config.dataDir ? join(config.dataDir, 'outbox.jsonl') : null;

  const record = (entry: OutboxEntry): void => {
    entries.push(entry);
    if (entries.length > 5000) entries.shift();
    if (file) {
      mkdirSync(config.dataDir!, { recursive: true });
      appendFileSync(file, `${JSON.stringify(entry)}\n`);
    }
  };
  const track = (work: Promise<void>): void => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };

  const push = (event: AlertEvent): void => {
    const devices = config.db.all(
      `SELECT DISTINCT d.uuid, d.token FROM devices d JOIN device_safes s ON s.uuid = d.uuid
       WHERE s.chain_id = ? AND s.safe = ?`,
      [config.chainId, event.safe],
    );
    for (const device of devices) {
      const message = { token: String(device.token), data: pushData(event, config.chainId) };
      if (!config.fcm) {
        record({ at: Date.now(), channel: 'push', message, delivered: 'outbox' });
        continue;
      }
      const fcm = config.fcm;
      track(
        sendFcmMessage(fcm, message)
          .then(() => record({ at: Date.now(), channel: 'push', message, delivered: 'fcm' }))
          .catch((error: unknown) =>
            record({
              at: Date.now(),
              channel: 'push',
              message,
              delivered: 'outbox',
              error: String(error),
            }),
          ),
      );
    }
  };

  const mail = (message: { to: string; subject: string; text: string }): void => {
    if (!config.smtp) {
      record({ at: Date.now(), channel: 'email', message, delivered: 'outbox' });
      return;
    }
    track(
      sendMail(config.smtp, message)
        .then(() => record({ at: Date.now(), channel: 'email', message, delivered: 'smtp' }))
        .catch((error: unknown) =>
          record({
            at: Date.now(),
            channel: 'email',
            message,
            delivered: 'outbox',
            error: String(error),
          }),
        ),
    );
  };

  const emailAlerts = createEmailAlerts({
    chainId: config.chainId,
    shortName: config.shortName ?? 'hh',
    db: config.db,
    publicAppUrl: config.publicAppUrl,
    safeState: config.safeState ?? (async () => null),
    mail,
    now: Date.now,
  });

  return {
    emit(event) {
      try {
        push(event);
        track(
          emailAlerts
            .onEvent(event)
            .catch((error: unknown) => console.error('devnet e-mail alert failed', error)),
        );
      } catch (error) {
        // An alert must never break the request or the indexer that raised it.
        console.error('devnet alert failed', error);
      }
    },
    mail,
    sendDigest: () => emailAlerts.sendDigest(),
    outbox: () => entries,
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
