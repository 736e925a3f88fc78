import { getAddress, isHexString } from 'ethers';
import type { SafeInfo, TransactionDetails } from '../../gateway/types';
import type { SafeChainState } from '../chain-state/read-safe-chain-state';
import { compareChainState } from '../chain-state/compare-chain-state';
import { withChainState } from '../chain-state/with-chain-state';
import { ZERO_ADDRESS } from '../constants';
import { decodeCalldata, type LocalDataDecoded } from '../decode/decode-calldata';
import { createSafeTransaction, type SafeTransactionData } from '../safe-transaction';
import { calculateSafeTxHash } from '../safe-tx-hash';
import { analyzeCall } from './analyze-call';
import { compareDataDecoded } from './compare-decoded';
import { toReport, type Finding, type VerificationReport } from './findings';
import { callRiskContext } from './built-call';
import { trustedFallbackHandlerSet } from './trusted-targets';
import { checkConfirmations, type ConfirmationsCheck } from './verify-confirmations';
import { checkTransactionRules } from './transaction-rules';
import { verifySafeSetup } from './verify-setup';
import { verifyTransactionInfo } from './verify-tx-info';
import { parseMultisigTxId } from './multisig-tx-id';

/** Inputs of {@link verifySafeTransaction}; everything is data, the caller does the I/O. */
export type VerifySafeTransactionParameters = {
  transaction: TransactionDetails;
  safe: SafeInfo;
  chainId: bigint | number | string;
  /** keccak256 of the runtime code at `safe.implementation`, fetched by the caller. */
  implementationCodeHash?: string | null;
  /** Delegatecall targets trusted besides the official Safe libraries (e.g. the devnet migration). */
  trustedDelegateCallTargets?: readonly string[];
  /** Fallback handlers trusted besides the official ones. */
  trustedFallbackHandlers?: readonly string[];
  /**
   * The Safe as the chain reports it. When given, its owners, threshold, nonce, implementation,
   * version and chain id are used instead of the gateway's, and any disagreement is an error.
   */
  chainState?: SafeChainState;
  /** The chain's verdict on approved-hash and contract confirmations (lower-cased owner → ok). */
  onChainSignatures?: ReadonlyMap<string, boolean>;
};

/** The return type of {@link verifySafeTransaction}. */
export type VerifySafeTransactionReturnType = VerificationReport & {
  transaction: SafeTransactionData | null;
  /** Per-confirmation statuses and the proven signers; null when the hash could not be computed. */
  confirmations: ConfirmationsCheck | null;
};

const missing = (message: string, path: string): Finding => ({
  code: 'MISSING_TRANSACTION_DATA',
  severity: 'error',
  message,
  path,
});

/**
 * Recomputes everything a signer is asked to trust in a gateway transaction and reports every
 * discrepancy: the safeTxHash (vs. the gateway's and the txId), the decoded data and the summary
 * (vs. the raw calldata), each confirmation's signer, untrusted delegatecalls, settings changes (also inside
 * batches), the implementation and the fallback handler, and — given the chain's state — every
 * gateway value that disagrees with the chain. Never throws on bad input: reports it.
 */
export function verifySafeTransaction(
  parameters: VerifySafeTransactionParameters,
): VerifySafeTransactionReturnType {
  try {
    return verifyOrThrow(parameters);
  } catch (error) {
    // Hostile gateway data can break any parser below; it must read as a finding, not a crash.
    const finding: Finding = {
      code: 'VERIFICATION_FAILED',
      severity: 'error',
      message: 'The gateway’s data is malformed and could not be checked',
      path: '',
      actual: error instanceof Error ? error.message : String(error),
    };
    return { ...toReport(null, [finding]), transaction: null, confirmations: null };
  }
}

function verifyOrThrow({
  transaction: details,
  safe: gatewaySafe,
  chainId: givenChainId,
  implementationCodeHash: givenCodeHash,
  trustedDelegateCallTargets = [],
  trustedFallbackHandlers = [],
  chainState,
  onChainSignatures,
}: VerifySafeTransactionParameters): VerifySafeTransactionReturnType {
  const safe = withChainState(gatewaySafe, chainState);
  const chainId = chainState?.chainId ?? givenChainId;
  const implementationCodeHash = chainState?.implementationCodeHash ?? givenCodeHash;
  const empty = { transaction: null, confirmations: null };
  const handlers = trustedFallbackHandlerSet(trustedFallbackHandlers);
  const setup = verifySafeSetup(safe, implementationCodeHash, handlers);
  const findings: Finding[] = [
    ...(chainState ? compareChainState(gatewaySafe, String(givenChainId), chainState) : []),
    ...setup.findings,
  ];
  const txData = details.txData;
  const info = details.detailedExecutionInfo;
  if (!txData) findings.push(missing('The transaction has no call data to check', 'txData'));
  if (info?.type !== 'MULTISIG') {
    findings.push(
      missing('The transaction has no multisig details to check', 'detailedExecutionInfo'),
    );
  }
  if (!txData || info?.type !== 'MULTISIG') return { ...toReport(null, findings), ...empty };

  let safeAddress: string;
  try {
    safeAddress = getAddress(safe.address.value);
    if (getAddress(details.safeAddress) !== safeAddress) {
      findings.push({
        code: 'SAFE_ADDRESS_MISMATCH',
        severity: 'error',
        message: 'The transaction belongs to another Safe',
        path: 'safeAddress',
        expected: safeAddress,
        actual: details.safeAddress,
      });
    }
  } catch (error) {
    findings.push(missing(`Invalid address: ${(error as Error).message}`, 'safeAddress'));
    return { ...toReport(null, findings), ...empty };
  }

  const hexData = txData.hexData ?? '0x';
  if (typeof hexData !== 'string' || !isHexString(hexData) || hexData.length % 2 !== 0) {
    findings.push(missing('The call data is not valid hex', 'txData.hexData'));
    return { ...toReport(null, findings), ...empty };
  }

  let transaction: SafeTransactionData;
  try {
    transaction = createSafeTransaction(
      {
        to: txData.to.value,
        value: BigInt(txData.value ?? '0'),
        data: hexData,
        operation: Number(txData.operation) as 0 | 1,
      },
      {
        nonce: BigInt(info.nonce),
        safeTxGas: BigInt(info.safeTxGas),
        baseGas: BigInt(info.baseGas),
        gasPrice: BigInt(info.gasPrice),
        gasToken: info.gasToken || ZERO_ADDRESS,
        refundReceiver: info.refundReceiver?.value || ZERO_ADDRESS,
      },
    );
  } catch (error) {
    findings.push(missing(`Transaction data is incomplete: ${(error as Error).message}`, 'txData'));
    return { ...toReport(null, findings), ...empty };
  }

  let safeTxHash: string | null = null;
  let confirmations: ConfirmationsCheck | null = null;
  if (setup.version) {
    safeTxHash = calculateSafeTxHash({ safeAddress, chainId, version: setup.version, transaction });
    if (String(info.safeTxHash).toLowerCase() !== safeTxHash) {
      findings.push({
        code: 'SAFE_TX_HASH_MISMATCH',
        severity: 'error',
        message: 'The shown transaction is not the one behind its safeTxHash',
        path: 'detailedExecutionInfo.safeTxHash',
        expected: safeTxHash,
        actual: info.safeTxHash,
      });
    }
    const txId = parseMultisigTxId(details.txId);
    if (
      !txId ||
      txId.safeTxHash !== safeTxHash ||
      txId.safeAddress.toLowerCase() !== safeAddress.toLowerCase()
    ) {
      findings.push({
        code: 'TX_ID_MISMATCH',
        severity: 'error',
        message: 'The transaction id does not name this transaction',
        path: 'txId',
        expected: `multisig_${safeAddress}_${safeTxHash}`,
        actual: details.txId,
      });
    }
    confirmations = checkConfirmations(
      safeTxHash,
      (info.confirmations ?? []).map((c) => ({ signer: c.signer?.value, signature: c.signature })),
      safe.owners.map((o) => o.value),
      'detailedExecutionInfo.confirmations',
      {
        hashMatches: String(info.safeTxHash).toLowerCase() === safeTxHash,
        onChain: onChainSignatures,
      },
    );
    findings.push(...confirmations.findings);
  }
  findings.push(
    ...checkTransactionRules(transaction, {
      onChainNonce: chainState?.nonce ?? null,
      executed: details.executedAt != null || info.executor != null,
      executor: info.executor?.value ?? null,
    }),
  );

  let decoded: LocalDataDecoded | null = null;
  try {
    decoded = decodeCalldata(transaction.data);
  } catch (error) {
    findings.push({
      code: 'INVALID_MULTISEND',
      severity: 'error',
      message: 'The batch cannot be decoded',
      path: 'txData.hexData',
      actual: (error as Error).message,
    });
  }
  findings.push(
    ...compareDataDecoded(transaction.data, decoded, txData.dataDecoded, 'txData.dataDecoded'),
  );
  findings.push(...verifyTransactionInfo(details.txInfo, transaction, decoded, safeAddress));
  findings.push(
    ...analyzeCall(
      { to: transaction.to, operation: transaction.operation, data: transaction.data, decoded },
      callRiskContext({ safeAddress, trustedDelegateCallTargets, trustedFallbackHandlers }),
      'txData',
    ),
  );
  return { ...toReport(safeTxHash, findings), transaction, confirmations };
}

/** verifySafeTransaction reports problems as findings and does not throw. */
export type VerifySafeTransactionErrorType = never;
