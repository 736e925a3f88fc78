// What a signer compares with the hardware-wallet screen, computed here from the gateway's data and
// the Safe's version and chain: domain hash, message (struct) hash and safeTxHash / Safe
// messageHash, plus src/safe's verification findings. Pure: no React, no I/O.
import { TypedDataEncoder } from 'ethers';
import type { SafeInfo, SafeMessage, TransactionDetails } from '../../gateway';
import {
  checkConfirmations,
  encodeSafeTxData,
  getSafeDomainSeparator,
  getSafeTxMessage,
  getSafeTxTypes,
  hashSafeMessageContent,
  recoverSignatures,
  signaturesNeedingChain,
  trustedFallbackHandlerSet,
  verifySafeMessage,
  verifySafeSetup,
  verifySafeTransaction,
  withChainState,
  type ConfirmationsCheck,
  type Finding,
  type SafeChainState,
  type SafeMessageContent,
  type SafeSignature,
} from '../../safe';
import { asHistory } from './history';

/** The outcome shown to the signer. */
export type Verdict = 'verified' | 'mismatch';

/** Hashes and findings of one transaction or message. */
export interface VerificationResult {
  verdict: Verdict;
  /** Safe version used for hashing (`1.4.1`), or null when unknown. */
  version: string | null;
  /** EIP-712 domain separator of the Safe. */
  domainHash: string | null;
  /** EIP-712 struct hash of the SafeTx / SafeMessage. */
  messageHash: string | null;
  /** Locally computed safeTxHash (transactions) or Safe messageHash (messages). */
  computedHash: string | null;
  /** The hash the gateway claims. */
  gatewayHash: string | null;
  /** Messages only: the EIP-191 / EIP-712 hash of the message content. */
  contentHash?: string | null;
  findings: Finding[];
  /** Each confirmation's check and the owners proven to have signed. */
  confirmations?: ConfirmationsCheck | null;
  /** The Safe as the chain reported it, when it was read. */
  chainState?: SafeChainState | null;
  /** Already executed: findings read as history. */
  executed?: boolean;
  /**
   * The EIP-712 pre-image of the computed hash (`0x1901‖domain‖struct`): what the Safe hands a
   * contract owner's legacy `isValidSignature(bytes,bytes)`.
   */
  preimage?: string | null;
}

/** What the chain said, or why it could not be asked (then signing stays blocked). */
export type ChainCheck =
  | {
      status: 'checked';
      state: SafeChainState;
      rpcUrl: string;
      onChainSignatures?: ReadonlyMap<string, boolean>;
      /** Where a further RPC source answered differently at the same block (blocks signing). */
      disagreements?: readonly Finding[];
    }
  | { status: 'unchecked'; reason: string };

/**
 * What this device learned about the code at `SafeInfo.implementation`: its hash (read from the
 * chain's RPC), or why it was not checked ("offline", the RPC's error). Undefined = not asked.
 */
export type ImplementationCodeCheck =
  { status: 'checked'; codeHash: string; empty: boolean } | { status: 'unchecked'; reason: string };

const codeHashOf = (check: ImplementationCodeCheck | undefined): string | null =>
  check?.status === 'checked' ? check.codeHash : null;

/** Says in the findings why the implementation was not checked, or that it has no code at all. */
function explainImplementation(
  findings: Finding[],
  check: ImplementationCodeCheck | undefined,
): Finding[] {
  if (!check) return findings;
  return findings.map((finding) => {
    if (check.status === 'unchecked' && finding.code === 'IMPLEMENTATION_UNVERIFIED') {
      return { ...finding, message: `${finding.message} (${check.reason})` };
    }
    if (check.status === 'checked' && check.empty && finding.code === 'UNKNOWN_IMPLEMENTATION') {
      return { ...finding, message: 'There is no code at the Safe’s implementation address' };
    }
    return finding;
  });
}

/** The version the verifier hashes with (the implementation's when it is a known singleton). */
function hashingVersion(safe: SafeInfo, implementationCodeHash: string | null): string | null {
  try {
    return verifySafeSetup(safe, implementationCodeHash, trustedFallbackHandlerSet([])).version;
  } catch {
    return null;
  }
}

function tryHash(compute: () => string): string | null {
  try {
    return compute();
  } catch {
    return null;
  }
}

function verdictOf(ok: boolean, computed: string | null, claimed: string | null): Verdict {
  return ok && computed !== null && claimed !== null && computed === claimed.toLowerCase()
    ? 'verified'
    : 'mismatch';
}

function unchecked(reason: string): Finding {
  return {
    code: 'CHAIN_STATE_UNVERIFIED',
    severity: 'warning',
    message: `The Safe’s owners, threshold, nonce and implementation were not read from the chain (${reason})`,
    path: 'safe',
  };
}

/** What the chain read itself adds: why it was not read, or where two RPC sources disagree. */
function chainFindings(chain: ChainCheck | undefined): Finding[] {
  if (chain?.status === 'unchecked') return [unchecked(chain.reason)];
  return chain?.status === 'checked' ? [...(chain.disagreements ?? [])] : [];
}

const sourcesDisagree = (chain: ChainCheck | undefined) =>
  chain?.status === 'checked' && (chain.disagreements?.length ?? 0) > 0;

/** Verifies a multisig transaction against the Safe it belongs to, as the chain reports it. */
export function verifyTransactionDetails(
  transaction: TransactionDetails,
  gatewaySafe: SafeInfo,
  gatewayChainId: string,
  implementationCode?: ImplementationCodeCheck,
  chain?: ChainCheck,
): VerificationResult {
  const chainState = chain?.status === 'checked' ? chain.state : undefined;
  const implementationCodeHash =
    chainState?.implementationCodeHash ?? codeHashOf(implementationCode);
  const report = verifySafeTransaction({
    transaction,
    safe: gatewaySafe,
    chainId: gatewayChainId,
    implementationCodeHash,
    chainState,
    onChainSignatures: chain?.status === 'checked' ? chain.onChainSignatures : undefined,
  });
  const safe = withChainState(gatewaySafe, chainState);
  const chainId = chainState?.chainId ?? gatewayChainId;
  const executed = transaction.executedAt != null;
  const version = hashingVersion(safe, implementationCodeHash);
  const info = transaction.detailedExecutionInfo;
  const gatewayHash = info?.type === 'MULTISIG' ? info.safeTxHash : null;
  const domainHash = version
    ? tryHash(() => getSafeDomainSeparator({ safeAddress: safe.address.value, chainId, version }))
    : null;
  const tx = report.transaction;
  const messageHash =
    version && tx
      ? tryHash(() =>
          TypedDataEncoder.from(getSafeTxTypes(version)).hash(getSafeTxMessage(version, tx)),
        )
      : null;
  return {
    verdict: verdictOf(report.ok && !sourcesDisagree(chain), report.hash, gatewayHash),
    version,
    domainHash,
    messageHash,
    computedHash: report.hash,
    gatewayHash,
    findings: asHistory(
      [
        ...chainFindings(chain),
        ...explainImplementation(report.findings, chainState ? undefined : implementationCode),
      ],
      executed,
    ),
    confirmations: report.confirmations,
    preimage:
      version && tx
        ? tryHash(() =>
            encodeSafeTxData({
              safeAddress: safe.address.value,
              chainId,
              version,
              transaction: tx,
            }),
          )
        : null,
    chainState: chainState ?? null,
    executed,
  };
}

const SAFE_MESSAGE_TYPES = { SafeMessage: [{ name: 'message', type: 'bytes' }] };

/** Verifies an off-chain Safe message against the Safe it belongs to (and its implementation code). */
export function verifyMessageDetails(
  message: SafeMessage,
  gatewaySafe: SafeInfo,
  gatewayChainId: string,
  implementationCode?: ImplementationCodeCheck,
  chain?: ChainCheck,
): VerificationResult {
  const chainState = chain?.status === 'checked' ? chain.state : undefined;
  const implementationCodeHash =
    chainState?.implementationCodeHash ?? codeHashOf(implementationCode);
  const report = verifySafeMessage({
    message,
    safe: gatewaySafe,
    chainId: gatewayChainId,
    implementationCodeHash,
    chainState,
    onChainSignatures: chain?.status === 'checked' ? chain.onChainSignatures : undefined,
  });
  const safe = withChainState(gatewaySafe, chainState);
  const chainId = chainState?.chainId ?? gatewayChainId;
  const version = hashingVersion(safe, implementationCodeHash);
  const domainHash = version
    ? tryHash(() => getSafeDomainSeparator({ safeAddress: safe.address.value, chainId, version }))
    : null;
  const contentHash = tryHash(() => hashSafeMessageContent(message.message as SafeMessageContent));
  const messageHash = contentHash
    ? tryHash(() => TypedDataEncoder.from(SAFE_MESSAGE_TYPES).hash({ message: contentHash }))
    : null;
  const computed = report.hash;
  const confirmations = computed
    ? checkConfirmations(
        computed,
        message.confirmations.map((c) => ({ signer: c.owner.value, signature: c.signature })),
        safe.owners.map((o) => o.value),
        'confirmations',
        {
          hashMatches: String(message.messageHash).toLowerCase() === computed,
          onChain: chain?.status === 'checked' ? chain.onChainSignatures : undefined,
        },
      )
    : null;
  return {
    verdict: verdictOf(report.ok && !sourcesDisagree(chain), report.hash, message.messageHash),
    version,
    domainHash,
    messageHash,
    computedHash: report.hash,
    gatewayHash: message.messageHash,
    contentHash,
    findings: [
      ...chainFindings(chain),
      ...explainImplementation(report.findings, chainState ? undefined : implementationCode),
    ],
    confirmations,
    preimage:
      domainHash && messageHash ? `0x1901${domainHash.slice(2)}${messageHash.slice(2)}` : null,
    chainState: chainState ?? null,
  };
}

/**
 * The approved-hash and contract parts of a message's confirmations and of its prepared signature:
 * what must be asked of the chain before they count. Never throws.
 */
export function messageSignaturesNeedingChain(hash: string, message: SafeMessage): SafeSignature[] {
  const parts = signaturesNeedingChain(
    hash,
    message.confirmations.map((c) => ({ signer: c.owner.value, signature: c.signature })),
  );
  if (message.preparedSignature) {
    try {
      for (const part of recoverSignatures(hash, message.preparedSignature)) {
        if (part.type === 'APPROVED_HASH' || part.type === 'CONTRACT_SIGNATURE') parts.push(part);
      }
    } catch {
      // A malformed prepared signature is the verifier's finding; nothing to ask the chain.
    }
  }
  // The chain's verdict is keyed by owner: ask each (owner, bytes) once.
  const seen = new Set<string>();
  return parts.filter((part) => {
    const key = `${part.signer.toLowerCase()}:${part.type}:${part.data}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
