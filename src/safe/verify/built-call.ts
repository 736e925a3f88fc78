// The one rule for a call's risks, whoever built it: a queued transaction the gateway lists and a
// transaction this app builds (a new transaction, a rejection, SignMessageLib) are judged alike —
// a DELEGATECALL outside the official Safe libraries blocks, settings changes warn.
import { OPERATION } from '../constants';
import { decodeCalldata, type LocalDataDecoded } from '../decode/decode-calldata';
import type { SafeCall } from '../safe-transaction';
import { analyzeCall, type AnalyzeCallContext } from './analyze-call';
import type { Finding } from './findings';
import { trustedDelegateCallSet, trustedFallbackHandlerSet } from './trusted-targets';

/** Parameters of {@link callRiskContext}. */
export type CallRiskContextParameters = {
  safeAddress: string;
  /** Delegatecall targets trusted besides the official Safe libraries (tests, a devnet). */
  trustedDelegateCallTargets?: readonly string[];
  /** Fallback handlers trusted besides the official ones. */
  trustedFallbackHandlers?: readonly string[];
};

/** The allow-lists {@link analyzeCall} judges against: the official libraries plus the caller's own. */
export function callRiskContext({
  safeAddress,
  trustedDelegateCallTargets = [],
  trustedFallbackHandlers = [],
}: CallRiskContextParameters): AnalyzeCallContext {
  return {
    safeAddress,
    trustedDelegateCallTargets: trustedDelegateCallSet(trustedDelegateCallTargets),
    trustedFallbackHandlers: trustedFallbackHandlerSet(trustedFallbackHandlers),
  };
}

/** Parameters of {@link checkBuiltCall}. */
export type CheckBuiltCallParameters = CallRiskContextParameters & { call: SafeCall };

/**
 * The findings on a call this app is about to have signed: an untrusted DELEGATECALL (also inside a
 * batch) or an undecodable batch is an error; owner, threshold, module, guard, handler and
 * implementation changes are warnings.
 */
export function checkBuiltCall({ call, ...context }: CheckBuiltCallParameters): Finding[] {
  let decoded: LocalDataDecoded | null;
  try {
    decoded = decodeCalldata(call.data ?? '0x');
  } catch (error) {
    return [
      {
        code: 'INVALID_MULTISEND',
        severity: 'error',
        message: 'The batch cannot be decoded',
        path: 'call',
        actual: error instanceof Error ? error.message : String(error),
      },
    ];
  }
  return analyzeCall(
    {
      to: call.to,
      operation: call.operation ?? OPERATION.CALL,
      data: call.data ?? '0x',
      decoded,
    },
    callRiskContext(context),
    'call',
  );
}
