import { getAddress } from 'ethers';
import type { SafeInfo, SafeMessage } from '../../gateway/types';
import { calculateSafeMessageHash, type SafeMessageContent } from '../safe-message-hash';
import { recoverSignatures } from '../signatures/recover-signatures';
import { toReport, type Finding, type VerificationReport } from './findings';
import { trustedFallbackHandlerSet } from './trusted-targets';
import { verifyConfirmations } from './verify-confirmations';
import type { SafeChainState } from '../chain-state/read-safe-chain-state';
import { compareChainState } from '../chain-state/compare-chain-state';
import { withChainState } from '../chain-state/with-chain-state';
import { verifySafeSetup } from './verify-setup';

/** Inputs of {@link verifySafeMessage}. */
export type VerifySafeMessageParameters = {
  message: SafeMessage;
  safe: SafeInfo;
  chainId: bigint | number | string;
  implementationCodeHash?: string | null;
  trustedFallbackHandlers?: readonly string[];
  /** The Safe as the chain reports it: its owners, threshold, version and chain id are used. */
  chainState?: SafeChainState;
  /** The chain's verdict on approved-hash and contract parts (lower-cased owner → ok). */
  onChainSignatures?: ReadonlyMap<string, boolean>;
};

/**
 * Recomputes a Safe message's hash from its content and the Safe's domain and checks every
 * confirmation and the prepared signature against the owners; flags typed data meant for another
 * chain and Safe transactions disguised as messages. Never throws on bad input: reports it.
 */
export function verifySafeMessage(parameters: VerifySafeMessageParameters): VerificationReport {
  try {
    return verifyMessageOrThrow(parameters);
  } catch (error) {
    // Hostile gateway data must read as a finding, never break the screen.
    return toReport(null, [
      {
        code: 'VERIFICATION_FAILED',
        severity: 'error',
        message: 'The gateway’s data is malformed and could not be checked',
        path: '',
        actual: error instanceof Error ? error.message : String(error),
      },
    ]);
  }
}

function verifyMessageOrThrow({
  message,
  safe: gatewaySafe,
  chainId: givenChainId,
  implementationCodeHash: givenCodeHash,
  trustedFallbackHandlers = [],
  chainState,
  onChainSignatures,
}: VerifySafeMessageParameters): VerificationReport {
  const safe = withChainState(gatewaySafe, chainState);
  const chainId = chainState?.chainId ?? givenChainId;
  const implementationCodeHash = chainState?.implementationCodeHash ?? givenCodeHash;
  const setup = verifySafeSetup(
    safe,
    implementationCodeHash,
    trustedFallbackHandlerSet(trustedFallbackHandlers),
  );
  const findings: Finding[] = [
    ...(chainState ? compareChainState(gatewaySafe, String(givenChainId), chainState) : []),
    ...setup.findings,
  ];
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
      {
        hashMatches: String(message.messageHash).toLowerCase() === messageHash,
        onChain: onChainSignatures,
      },
    ),
  );
  if (message.preparedSignature) {
    // Counted the way the contract counts: distinct owners, ECDSA recovered here, approved-hash
    // and contract parts only when the chain confirmed them, up to the threshold.
    try {
      const ownerSet = new Set(owners.map((o) => o.toLowerCase()));
      const proven = new Set<string>();
      for (const part of recoverSignatures(messageHash, message.preparedSignature)) {
        const signer = part.signer.toLowerCase();
        if (!ownerSet.has(signer)) throw new Error(`${part.signer} is not an owner`);
        const ecdsa = part.type === 'EOA' || part.type === 'ETH_SIGN';
        if (ecdsa || onChainSignatures?.get(signer) === true) proven.add(signer);
      }
      if (proven.size < Number(safe.threshold)) {
        throw new Error(`${proven.size} proven of ${safe.threshold} required`);
      }
    } catch (error) {
      findings.push({
        code: 'PREPARED_SIGNATURE_INVALID',
        severity: 'error',
        message: 'The combined signature does not come from enough owners',
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
