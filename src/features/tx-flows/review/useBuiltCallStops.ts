// What stops a built transaction before the wallet is asked: the caller's own blockers, the
// allow-list findings on the call (the same rule as queued transactions: a delegatecall outside
// the official libraries never reaches the wallet, whoever built it) and a nonce problem.
import { useMemo } from 'react';
import { checkBuiltCall, type SafeCall } from '../../../safe';

/** The call's warnings and every reason signing is stopped, in words. */
export function useBuiltCallStops(
  call: SafeCall,
  safeAddress: string,
  blockers: readonly string[],
  nonceProblem: string | null,
) {
  const findings = useMemo(() => checkBuiltCall({ call, safeAddress }), [call, safeAddress]);
  const callWarnings = findings.filter((f) => f.severity === 'warning');
  const stops = [
    ...blockers,
    ...findings
      .filter((f) => f.severity === 'error')
      .map((f) => (f.actual ? `${f.message} (${f.actual}).` : `${f.message}.`)),
    ...(nonceProblem ? [nonceProblem] : []),
  ];
  return { callWarnings, stops };
}
