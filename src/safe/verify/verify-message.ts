import { getAddress } from 'ethers';
import type { SafeInfo, SafeMessage } from '../../gateway/types';
import { calculateSafeMessageHash, type SafeMessageContent } from '../safe-message-hash';
import { recoverSignatures } from '../signatures/recover-signatures';
import { toReport, type Finding, type VerificationReport } from './findings';
import { trustedFallbackHandlerSet } from './trusted-targets';
import { verifyConfirmations } from './verify-confirmations';
import { verifySafeSetup } from './verify-setup';

/** Inputs of {@link verifySafeMessage}. */
export type VerifySafeMessageParameters = {
  message: SafeMessage;
  safe: SafeInfo;
  chainId: bigint | number | string;
  implementationCodeHash?: string | null;
  trustedFallbackHandlers?: readonly string[];
};

/**
 * Recomputes a Safe message's hash from its content and the Safe's domain and checks every
 * confirmation and the prepared signature against the owners; flags typed data meant for another
 * chain and Safe transactions disguised as messages. Never throws on bad input: reports it.
 */
export function verifySafeMessage({
  message,
  safe,
  chainId,
  implementationCodeHash,
  trustedFallbackHandlers = [],
}: VerifySafeMessageParameters): VerificationReport {
  const setup = verifySafeSetup(
    safe,
    implementationCodeHash,
    trustedFallbackHandlerSet(trustedFallbackHandlers),
  );
  const findings: Finding[] = [...setup.findings];
  if (!setup.version) return toReport(null, findings);
  let messageHash: string;
  try {
    messageHash = calculateSafeMessageHash({
      safeAddress: getAddress(safe.address.value),
      chainId,
      version: setup.version,
      message: message.message as SafeMessageContent,
    });
  } catch (error) {
    findings.push({
      code: 'MESSAGE_HASH_MISMATCH',
      severity: 'error',
      message: 'The message cannot be hashed',
      path: 'message',
      actual: (error as Error).message,
    });
    return toReport(null, findings);
  }
  if (message.messageHash.toLowerCase() !== messageHash) {
    findings.push({
      code: 'MESSAGE_HASH_MISMATCH',
      severity: 'error',
      message: 'The shown message is not the one behind its messageHash',
      path: 'messageHash',
      expected: messageHash,
      actual: message.messageHash,
    });
  }
  const owners = safe.owners.map((o) => o.value);
  findings.push(
    ...verifyConfirmations(
      messageHash,
      message.confirmations.map((c) => ({ signer: c.owner.value, signature: c.signature })),
      owners,
      'confirmations',
    ),
  );
  if (message.preparedSignature) {
    try {
      const ownerSet = new Set(owners.map((o) => o.toLowerCase()));
      const signers = recoverSignatures(messageHash, message.preparedSignature).map((s) =>
        s.signer.toLowerCase(),
      );
      if (signers.some((s) => !ownerSet.has(s))) throw new Error('a signer is not an owner');
    } catch (error) {
      findings.push({
        code: 'PREPARED_SIGNATURE_INVALID',
        severity: 'error',
        message: 'The combined signature does not come from the owners',
        path: 'preparedSignature',
        actual: (error as Error).message,
      });
    }
  }
  if (typeof message.message !== 'string') {
    const domainChainId = message.message.domain?.chainId;
    if (
      domainChainId !== undefined &&
      domainChainId !== null &&
      BigInt(domainChainId) !== BigInt(chainId)
    ) {
      findings.push({
        code: 'MESSAGE_FOR_OTHER_CHAIN',
        severity: 'warning',
        message: 'The typed data names another chain',
        path: 'message.domain.chainId',
        expected: String(chainId),
        actual: String(domainChainId),
      });
    }
    if (message.message.primaryType === 'SafeTx' || 'SafeTx' in (message.message.types ?? {})) {
      findings.push({
        code: 'MESSAGE_IS_SAFE_TRANSACTION',
        severity: 'warning',
        message: 'This message approves a Safe transaction',
        path: 'message.primaryType',
      });
    }
  }
  return toReport(messageHash, findings);
}

/** verifySafeMessage reports problems as findings and does not throw. */
export type VerifySafeMessageErrorType = never;
