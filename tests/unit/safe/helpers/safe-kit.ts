// Test kit for chain-backed suites: a Safe contract handle and a one-call "sign and execute".
import { Contract, type HDNodeWallet, type JsonRpcProvider, type TransactionReceipt } from 'ethers';
import { loadSafeArtifact, type SafeVersion } from '../../../../devnet/chain/index.js';
import {
  buildSignatureBytes,
  calculateSafeTxHash,
  createSafeTransaction,
  ecdsaSignature,
  encodeExecTransaction,
  getSafeTxTypedData,
  type SafeCall,
  type SafeTransactionData,
} from '../../../../src/safe/index.js';

/** A Safe proxy with the singleton ABI of its version. */
export function safeContract(
  address: string,
  version: SafeVersion,
  provider: JsonRpcProvider,
): Contract {
  return new Contract(address, loadSafeArtifact(version, 'safeL2').abi, provider);
}

/** Reads owners in linked-list order. */
export async function readOwners(safe: Contract): Promise<string[]> {
  return [...((await safe.getFunction('getOwners')()) as string[])];
}

/** Result of {@link signAndExecute}. */
export type Executed = {
  receipt: TransactionReceipt;
  transaction: SafeTransactionData;
  safeTxHash: string;
};

/**
 * Builds the SafeTx for `call` at the current nonce, has the first `threshold` wallets (owners) sign it
 * with eth_signTypedData, builds the signature bytes with src/safe and sends execTransaction. Throws if
 * the Safe emits ExecutionFailure or the transaction reverts.
 */
export async function signAndExecute(p: {
  safe: Contract;
  version: SafeVersion;
  chainId: bigint;
  signers: HDNodeWallet[];
  executor: HDNodeWallet;
  call: SafeCall;
}): Promise<Executed> {
  const safeAddress = await p.safe.getAddress();
  const nonce = (await p.safe.getFunction('nonce')()) as bigint;
  const threshold = (await p.safe.getFunction('getThreshold')()) as bigint;
  const transaction = createSafeTransaction(p.call, { nonce });
  const parameters = { safeAddress, chainId: p.chainId, version: p.version, transaction };
  const safeTxHash = calculateSafeTxHash(parameters);
  const { domain, types, message } = getSafeTxTypedData(parameters);
  const signatures = await Promise.all(
    p.signers
      .slice(0, Number(threshold))
      .map(async (signer) =>
        ecdsaSignature(
          signer.address,
          await signer.signTypedData(domain, types, message),
          'eth_signTypedData',
        ),
      ),
  );
  const data = encodeExecTransaction(transaction, buildSignatureBytes(signatures));
  const response = await p.executor.sendTransaction({ to: safeAddress, data });
  const receipt = (await response.wait())!;
  const success = receipt.logs.some((log) => {
    const parsed = p.safe.interface.parseLog(log);
    return parsed?.name === 'ExecutionSuccess';
  });
  if (!success) throw new Error(`Safe transaction ${safeTxHash} failed`);
  return { receipt, transaction, safeTxHash };
}
