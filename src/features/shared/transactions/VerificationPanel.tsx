// "Verification": the verdict in words (never colour alone), the hashes to compare with a hardware
// wallet's screen, and every finding of the local checks.
import type { ReactNode } from 'react';
import '../oneTapAway.css';
import { CopyButton } from './CopyButton';
import type { VerificationResult } from '../../../session/review/verification';

/** Props of VerificationPanel. */
export interface VerificationPanelProps {
  /** null while an input (the Safe's info, its implementation code) is loading. */
  result: VerificationResult | null;
  /** Shown instead of a result when the Safe could not be loaded. */
  unavailable?: string | null;
  /** What is being checked while `result` is null. */
  pendingLabel?: string;
  /** Name of the main hash ("safeTxHash" or "Message hash"). */
  hashName: string;
  /** What the struct hash is called on wallet screens. */
  structHashName?: string;
  /** Already executed: the hashes identify what was signed rather than what to sign. */
  executed?: boolean;
  /**
   * The hashes and findings behind a disclosure (one tap away) while nothing is wrong: for a
   * screen whose decision comes first. A mismatch or a problem always shows them.
   */
  collapsible?: boolean;
  children?: ReactNode;
}

function HashRow({ name, value }: { name: string; value: string | null }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>
        {value ? (
          <>
            <code className="hash">{value}</code> <CopyButton value={value} label={name} />
          </>
        ) : (
          'Could not be computed'
        )}
      </dd>
    </>
  );
}

const SETTINGS_CHANGES = new Set([
  'OWNER_CHANGE',
  'THRESHOLD_CHANGE',
  'MODULE_CHANGE',
  'GUARD_CHANGE',
  'FALLBACK_HANDLER_CHANGE',
  'IMPLEMENTATION_CHANGE',
]);

/** A prominent box for changes to the Safe itself (they outlive this one transaction). */
function SettingsChangeWarning({
  result,
  executed,
}: {
  result: VerificationResult;
  executed: boolean;
}) {
  const changes = result.findings.filter((finding) => SETTINGS_CHANGES.has(finding.code));
  if (changes.length === 0) return null;
  return (
    <div className="verdict mismatch" role="alert" data-testid="settings-change">
      <span aria-hidden="true">⚠</span>
      <span>
        {executed
          ? 'This transaction changed the Safe itself:'
          : 'This transaction changes the Safe itself — who can sign, how many must, or what code runs. Check every change with the other owners before you sign:'}
        <ul>
          {changes.map((finding, index) => (
            <li key={`${finding.code}-${index}`}>{finding.message}</li>
          ))}
        </ul>
      </span>
    </div>
  );
}

/** The hashes and findings: behind a closed disclosure when `collapsed`, else in plain sight. */
function Evidence({ collapsed, children }: { collapsed: boolean; children: ReactNode }) {
  if (!collapsed) return <>{children}</>;
  return (
    <details className="one-tap-away verification-evidence" data-testid="verification-evidence">
      <summary>Hashes and findings</summary>
      {children}
    </details>
  );
}

/** The verdict of a failed check; an executed transaction's reads as history, never "do not sign". */
function mismatchWords(executed: boolean, hashMatches: boolean): string {
  if (executed) {
    return hashMatches
      ? 'Executed: the hash computed here matches the gateway’s, and the findings below say what the transaction did.'
      : 'Mismatch: the gateway’s record of this executed transaction differs from what this device computed.';
  }
  return hashMatches
    ? 'Mismatch — do not sign. The hash matches, but the checks below found problems that block signing.'
    : 'Mismatch — do not sign. The data shown does not match what would be signed.';
}

/** The verification section of a transaction or message. */
export function VerificationPanel({
  result,
  unavailable,
  pendingLabel = 'Checking against the Safe…',
  hashName,
  structHashName = 'Message hash',
  executed = false,
  collapsible = false,
  children,
}: VerificationPanelProps) {
  let verdict: ReactNode;
  if (!result) {
    verdict = (
      <div key="status" className="verdict pending" role="status" data-verdict="pending">
        <span aria-hidden="true">…</span>
        <span>{unavailable ?? pendingLabel}</span>
      </div>
    );
  } else if (result.verdict === 'verified') {
    const warnings = result.findings.filter((f) => f.severity === 'warning').length;
    verdict = (
      <div key="status" className="verdict verified" role="status" data-verdict="verified">
        <span aria-hidden="true">✓</span>
        <span>
          Verified: the {hashName} computed on this device matches the gateway&apos;s.
          {warnings > 0 ? ` ${warnings} ${warnings === 1 ? 'note' : 'notes'} to review below.` : ''}
        </span>
      </div>
    );
  } else {
    const hashMatches =
      result.computedHash !== null &&
      result.gatewayHash !== null &&
      result.computedHash === result.gatewayHash.toLowerCase();
    verdict = (
      <div key="alert" className="verdict mismatch" role="alert" data-verdict="mismatch">
        <span aria-hidden="true">✕</span>
        <span>{mismatchWords(executed, hashMatches)}</span>
      </div>
    );
  }
  return (
    <section className="details-section" aria-labelledby="verification-title">
      <h2 id="verification-title">Verification</h2>
      {verdict}
      {result && <SettingsChangeWarning result={result} executed={executed} />}
      {result && (
        <Evidence
          collapsed={
            collapsible &&
            result.verdict === 'verified' &&
            !result.findings.some((finding) => finding.severity === 'error')
          }
        >
          <>
            <p className="hint">
              {executed
                ? 'These hashes identify what the owners signed'
                : 'Compare these with your hardware wallet’s screen before you sign'}
              {result.version ? ` (Safe ${result.version})` : ''}.
            </p>
            <dl className="kv">
              <HashRow name="Domain hash" value={result.domainHash} />
              <HashRow name={structHashName} value={result.messageHash} />
              <HashRow name={`${hashName} (computed here)`} value={result.computedHash} />
              <HashRow name={`${hashName} (from the gateway)`} value={result.gatewayHash} />
              {result.contentHash !== undefined && (
                <HashRow name="Message content hash" value={result.contentHash} />
              )}
            </dl>
            {result.findings.length > 0 && (
              <>
                <h3>Findings</h3>
                <ul className="findings">
                  {result.findings.map((finding, index) => (
                    <li
                      key={`${finding.code}-${index}`}
                      className={`severity-${finding.severity}`}
                      data-code={finding.code}
                    >
                      <strong>{finding.severity === 'error' ? 'Problem: ' : 'Note: '}</strong>
                      {finding.message}
                      {finding.expected !== undefined && (
                        <span className="tx-extra"> Expected {finding.expected}.</span>
                      )}
                      {finding.actual !== undefined && (
                        <span className="tx-extra"> Found {finding.actual}.</span>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        </Evidence>
      )}
      {children}
    </section>
  );
}
