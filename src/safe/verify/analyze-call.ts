import { getAddress } from 'ethers';
import { OPERATION } from '../constants';
import type { LocalDataDecoded } from '../decode/decode-calldata';
import type { Finding, FindingCode } from './findings';

/** A call as the Safe will make it. */
export type AnalyzedCall = {
  to: string;
  operation: number;
  data: string | null;
  decoded: LocalDataDecoded | null;
};

/** What {@link analyzeCall} needs to know about the Safe. */
export type AnalyzeCallContext = {
  safeAddress: string;
  trustedDelegateCallTargets: Set<string>;
  trustedFallbackHandlers: Set<string>;
};

const settingsMethods: Record<string, { code: FindingCode; message: string }> = {
  addOwnerWithThreshold: {
    code: 'OWNER_CHANGE',
    message: 'Adds an owner and changes the threshold',
  },
  removeOwner: { code: 'OWNER_CHANGE', message: 'Removes an owner and changes the threshold' },
  swapOwner: { code: 'OWNER_CHANGE', message: 'Replaces an owner' },
  changeThreshold: {
    code: 'THRESHOLD_CHANGE',
    message: 'Changes the number of required confirmations',
  },
  enableModule: {
    code: 'MODULE_CHANGE',
    message: 'Enables a module, which can move funds without confirmations',
  },
  disableModule: { code: 'MODULE_CHANGE', message: 'Disables a module' },
  setGuard: { code: 'GUARD_CHANGE', message: 'Changes the transaction guard' },
  setFallbackHandler: { code: 'FALLBACK_HANDLER_CHANGE', message: 'Changes the fallback handler' },
  changeMasterCopy: { code: 'IMPLEMENTATION_CHANGE', message: 'Changes the Safe implementation' },
};

const migrationMethods = new Set([
  'migrateSingleton',
  'migrateWithFallbackHandler',
  'migrateL2Singleton',
  'migrateL2WithFallbackHandler',
]);

function parameterValue(decoded: LocalDataDecoded, name: string): string {
  const value = decoded.parameters.find((p) => p.name === name)?.value;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Risks of one call, recursing into multiSend batches: a DELEGATECALL to an untrusted target is an
 * error (the Bybit pattern); any change of owners, threshold, modules, guard, fallback handler or
 * implementation is a warning, wherever it hides.
 */
export function analyzeCall(
  call: AnalyzedCall,
  context: AnalyzeCallContext,
  path: string,
): Finding[] {
  const findings: Finding[] = [];
  const to = getAddress(call.to);
  const decoded = call.decoded;
  if (call.operation === OPERATION.DELEGATECALL) {
    if (!context.trustedDelegateCallTargets.has(to.toLowerCase())) {
      findings.push({
        code: 'UNTRUSTED_DELEGATECALL',
        severity: 'error',
        message: 'Delegatecall to an untrusted contract: it could take over the Safe',
        path,
        actual: to,
      });
    } else if (decoded && migrationMethods.has(decoded.method)) {
      findings.push({
        code: 'IMPLEMENTATION_CHANGE',
        severity: 'warning',
        message: `Updates the Safe implementation (${decoded.method})`,
        path,
        actual: to,
      });
    }
  } else if (call.operation !== OPERATION.CALL) {
    findings.push({
      code: 'UNTRUSTED_DELEGATECALL',
      severity: 'error',
      message: 'Unknown operation',
      path,
    });
  }
  const isSelfCall = to === getAddress(context.safeAddress) && call.operation === OPERATION.CALL;
  if (isSelfCall && decoded) {
    const setting = settingsMethods[decoded.method];
    if (setting) {
      findings.push({
        code: setting.code,
        severity: 'warning',
        message: setting.message,
        path,
        actual: decoded.method,
      });
    }
    if (decoded.method === 'setFallbackHandler') {
      const handler = parameterValue(decoded, 'handler');
      if (!context.trustedFallbackHandlers.has(handler.toLowerCase())) {
        findings.push({
          code: 'UNTRUSTED_FALLBACK_HANDLER',
          severity: 'warning',
          message: 'The new fallback handler is not an official Safe handler',
          path,
          actual: handler,
        });
      }
    }
  }
  if (decoded?.method === 'multiSend') {
    const inner = decoded.parameters[0]?.valueDecoded ?? [];
    inner.forEach((innerCall, index) => {
      findings.push(
        ...analyzeCall(
          {
            to: innerCall.to,
            operation: innerCall.operation,
            data: innerCall.data,
            decoded: innerCall.dataDecoded,
          },
          context,
          `${path}.multiSend[${index}]`,
        ),
      );
    });
  }
  return findings;
}
