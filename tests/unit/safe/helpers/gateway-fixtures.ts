// Gateway-shaped fixtures (TransactionDetails, SafeInfo, SafeMessage) built from real signatures, so
// verify tests start from a genuine transaction and tamper with one thing at a time.
import { getAddress, HDNodeWallet, Mnemonic } from 'ethers';
import type {
  AddressInfo,
  DataDecoded,
  SafeInfo,
  SafeMessage,
  TransactionDetails,
} from '../../../../src/gateway/types';
import {
  buildSignatureBytes,
  calculateSafeMessageHash,
  calculateSafeTxHash,
  createSafeTransaction,
  decodeCalldata,
  ecdsaSignature,
  getSafeMessageTypedData,
  getSafeTxTypedData,
  KNOWN_SAFE_SINGLETONS,
  type SafeCall,
  type SafeMessageContent,
} from '../../../../src/safe/index.js';

export const chainId = 31337n;
export const safeAddress = getAddress('0x5afe00000000000000000000000000000000c0de');
const fixtureSafeAddress = safeAddress;

const mnemonic = Mnemonic.fromPhrase('test test test test test test test test test test test junk');
/** Wallets 0..7 of the test mnemonic (no provider: signing only). */
export const wallets = Array.from({ length: 8 }, (_, i) =>
  HDNodeWallet.fromMnemonic(mnemonic, `m/44'/60'/0'/0/${i}`),
);
export const owners = wallets.slice(1, 4);
export const outsider = wallets[6]!;

/** The canonical singleton of a version, from the verifier's own table. */
export function singleton(version: string, l2 = true) {
  return KNOWN_SAFE_SINGLETONS.find((s) => s.version === version && s.l2 === l2)!;
}

export const addressInfo = (value: string): AddressInfo => ({ value, name: null, logoUri: null });

/** A SafeInfo for the fixture Safe: 2 of 3, SafeL2 of `version`, its official fallback handler. */
export function makeSafeInfo(version = '1.4.1', address = safeAddress): SafeInfo {
  const handler =
    version === '1.3.0'
      ? '0xf48f2B2d2a534e402487b3ee7C18c33Aec0Fe5e4'
      : '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99';
  const known = singleton(version, version === '1.3.0' || version === '1.4.1');
  return {
    address: addressInfo(address),
    chainId: chainId.toString(),
    nonce: 7,
    threshold: 2,
    owners: owners.map((o) => addressInfo(o.address)),
    implementation: addressInfo(known.address),
    implementationVersionState: 'UP_TO_DATE',
    modules: null,
    guard: null,
    fallbackHandler: addressInfo(handler),
    version: known.l2 ? `${version}+L2` : version,
    collectiblesTag: null,
    txQueuedTag: null,
    txHistoryTag: null,
    messagesTag: null,
  };
}

/** A genuine gateway TransactionDetails for `call`, confirmed by `signers` (default: 2 owners). */
export async function makeTransactionDetails(
  call: SafeCall,
  {
    version = '1.4.1',
    signers = owners.slice(0, 2),
    nonce = 7n,
    safeAddress = fixtureSafeAddress,
  }: {
    version?: string;
    signers?: HDNodeWallet[];
    nonce?: bigint;
    safeAddress?: string;
  } = {},
): Promise<TransactionDetails> {
  const transaction = createSafeTransaction(call, { nonce });
  const parameters = { safeAddress, chainId, version, transaction };
  const safeTxHash = calculateSafeTxHash(parameters);
  const { domain, types, message } = getSafeTxTypedData(parameters);
  const confirmations = await Promise.all(
    signers.map(async (signer, index) => ({
      signer: addressInfo(signer.address),
      signature: ecdsaSignature(
        signer.address,
        await signer.signTypedData(domain, types, message),
        'eth_signTypedData',
      ).data,
      submittedAt: 1_700_000_000_000 + index,
    })),
  );
  const dataDecoded = decodeCalldata(transaction.data) as DataDecoded | null;
  return {
    safeAddress,
    txId: `multisig_${safeAddress}_${safeTxHash}`,
    executedAt: null,
    txStatus: 'AWAITING_CONFIRMATIONS',
    txInfo: {
      type: 'Custom',
      to: addressInfo(transaction.to),
      dataSize: String((transaction.data.length - 2) / 2),
      value: transaction.value.toString(),
      methodName: dataDecoded?.method ?? null,
      actionCount: null,
      isCancellation: false,
    },
    txData: {
      hexData: transaction.data === '0x' ? null : transaction.data,
      dataDecoded,
      to: addressInfo(transaction.to),
      value: transaction.value.toString(),
      operation: transaction.operation,
      trustedDelegateCallTarget: transaction.operation === 1 ? true : null,
      addressInfoIndex: null,
    },
    detailedExecutionInfo: {
      type: 'MULTISIG',
      submittedAt: 1_700_000_000_000,
      nonce: Number(nonce),
      safeTxGas: transaction.safeTxGas.toString(),
      baseGas: transaction.baseGas.toString(),
      gasPrice: transaction.gasPrice.toString(),
      gasToken: transaction.gasToken,
      refundReceiver: addressInfo(transaction.refundReceiver),
      safeTxHash,
      executor: null,
      signers: owners.map((o) => addressInfo(o.address)),
      confirmationsRequired: 2,
      confirmations,
      rejectors: [],
      gasTokenInfo: null,
      trusted: true,
      proposer: addressInfo(owners[0]!.address),
      proposedByDelegate: null,
    },
    txHash: null,
    safeAppInfo: null,
  };
}

/** A genuine gateway SafeMessage for `message`, confirmed by `signers` (default: 2 owners). */
export async function makeSafeMessage(
  message: SafeMessageContent,
  { version = '1.4.1', signers = owners.slice(0, 2) } = {},
): Promise<SafeMessage> {
  const parameters = { safeAddress, chainId, version, message };
  const messageHash = calculateSafeMessageHash(parameters);
  const { domain, types, message: value } = getSafeMessageTypedData(parameters);
  const signatures = await Promise.all(
    signers.map(async (signer) =>
      ecdsaSignature(
        signer.address,
        await signer.signTypedData(domain, types, value),
        'eth_signTypedData',
      ),
    ),
  );
  return {
    messageHash,
    status: 'CONFIRMED',
    logoUri: null,
    name: null,
    message: message as SafeMessage['message'],
    creationTimestamp: 1_700_000_000_000,
    modifiedTimestamp: 1_700_000_000_000,
    confirmationsSubmitted: signatures.length,
    confirmationsRequired: 2,
    proposedBy: addressInfo(signers[0]!.address),
    confirmations: signatures.map((s) => ({ owner: addressInfo(s.signer), signature: s.data })),
    preparedSignature: buildSignatureBytes(signatures),
  };
}
