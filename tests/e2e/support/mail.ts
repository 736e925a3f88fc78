// The mail the devnet e2e gateway sent: devnet-server.ts runs an SMTP catcher and points the
// gateway's SMTP_HOST/SMTP_PORT at it; the catcher appends every message to MAIL_FILE.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CaughtMail } from './smtp-catcher';

/** Where the catcher of the devnet e2e server writes (one JSON message per line). */
export const MAIL_FILE = resolve('.tmp/devnet-e2e-mail.jsonl');

/** Every message caught so far. */
export function caughtMail(): CaughtMail[] {
  if (!existsSync(MAIL_FILE)) return [];
  return readFileSync(MAIL_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CaughtMail);
}

/** Messages to `address` (case-insensitive), oldest first. */
export function mailTo(address: string): CaughtMail[] {
  const wanted = address.toLowerCase();
  return caughtMail().filter((mail) => mail.to.some((to) => to.toLowerCase() === wanted));
}

/** Polls until a message to `address` matches `match`; returns it. */
export async function waitForMail(
  address: string,
  match: (mail: CaughtMail) => boolean,
  timeoutMs = 15_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailTo(address).find(match);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no matching mail to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The 6-digit code of the latest verification mail to `address` after `since` (ms). */
export async function verificationCode(address: string, since = 0): Promise<string> {
  const mail = await waitForMail(
    address,
    (m) => m.at >= since && m.subject === 'Verify your e-mail address',
  );
  const all = mailTo(address).filter(
    (m) => m.at >= since && m.subject === 'Verify your e-mail address',
  );
  const latest = all.at(-1) ?? mail;
  return /\b(\d{6})\b/.exec(latest.text)![1]!;
}
