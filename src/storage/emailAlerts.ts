// This device's copy of its signers' e-mail alert registrations. The gateway answers a read only to
// a fresh signature, so the screen shows this copy and asks the wallet only when the user wants the
// gateway's own answer.
import { getSetting, setSetting, type EmailAlertRecord } from './settings';

export type { EmailAlertRecord } from './settings';

const keyOf = (chainId: string, safeAddress: string, signer: string) =>
  `${chainId}:${safeAddress}:${signer}`;

/** The record of one signer on one Safe, or null when this device knows none. */
export async function getEmailAlertRecord(
  chainId: string,
  safeAddress: string,
  signer: string,
): Promise<EmailAlertRecord | null> {
  const all = (await getSetting('emailAlerts')) ?? {};
  return all[keyOf(chainId, safeAddress, signer)] ?? null;
}

/** Stores (or, with null, forgets) the record of one signer on one Safe. */
export async function setEmailAlertRecord(
  chainId: string,
  safeAddress: string,
  signer: string,
  record: EmailAlertRecord | null,
): Promise<void> {
  const all = { ...((await getSetting('emailAlerts')) ?? {}) };
  const key = keyOf(chainId, safeAddress, signer);
  if (record) all[key] = record;
  else delete all[key];
  await setSetting('emailAlerts', all);
}
