// An executed transaction cannot be signed any more: its findings say what it did, in the past
// tense, never "do not sign".
import type { Finding, FindingCode } from '../../safe';

const pastTense: Partial<Record<FindingCode, string>> = {
  UNTRUSTED_DELEGATECALL: 'This transaction delegatecalled an unknown contract',
  OWNER_CHANGE: 'This transaction changed the owners',
  THRESHOLD_CHANGE: 'This transaction changed the number of required confirmations',
  MODULE_CHANGE: 'This transaction changed the modules',
  GUARD_CHANGE: 'This transaction changed the transaction guard',
  FALLBACK_HANDLER_CHANGE: 'This transaction changed the fallback handler',
  IMPLEMENTATION_CHANGE: 'This transaction changed the Safe implementation',
};

/** Rewrites findings of an executed transaction as history (unchanged when not executed). */
export function asHistory(findings: Finding[], executed: boolean): Finding[] {
  if (!executed) return findings;
  return findings
    .filter((finding) => finding.code !== 'NONCE_ALREADY_USED')
    .map((finding) => {
      const message = pastTense[finding.code];
      return message ? { ...finding, message } : finding;
    });
}
