// The execution builders of src/safe against real Safes (1.3.0 and 1.4.1) on a real chain: the
// confirmations a gateway lists (unsorted, with a forged one) become execTransaction calldata the
// contract accepts, the executor's own approval completes a set, and the relay body carries it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from 'ethers';
import { getAddress, parseEther, Wallet, type HDNodeWallet } from 'ethers';
import {
  createSafe,
  deploySafeContracts,
  startChain,
  testOwners,
  type Chain,
} from '../../../devnet/chain/index.js';
import {
  buildExecutionCall,
  buildNativeTransferCall,
  buildProposeRequest,
  buildRejectionTransaction,
  buildRelayRequest,
  calculateSafeTxHash,
  collectExecutionSignatures,
  createSafeTransaction,
  getSafeTxTypedData,
  type SafeTransactionData,
} from '../../../src/safe/index.js';
import { safeContract } from './helpers/safe-kit.js';

let chain: Chain;
let wallets: HDNodeWallet[];

beforeAll(async () => {
  chain = await startChain();
  await deploySafeContracts(chain.provider);
  wallets = testOwners(chain.provider, 6);
});
afterAll(async () => {
  await chain?.stop();
});

async function signTyped(
  signer: HDNodeWallet | Wallet,
  safeAddress: string,
  version: string,
  transaction: SafeTransactionData,
): Promise<string> {
  const { domain, types, message } = getSafeTxTypedData({
    safeAddress,
    chainId: chain.chainId,
    version,
    transaction,
  });
  return signer.signTypedData(domain, types, message);
}

describe.each(['1.3.0', '1.4.1'] as const)('Safe %s', (version) => {
  let safeAddress: string;
  let safe: Contract;
  const recipient = Wallet.createRandom().address;

  beforeAll(async () => {
    safeAddress = await createSafe({
      signer: wallets[0]!,
      owners: wallets.slice(0, 3).map((w) => w.address),
      threshold: 2,
      version,
      saltNonce: version === '1.3.0' ? 9130n : 9141n,
    });
    safe = safeContract(safeAddress, version, chain.provider);
    await (await wallets[0]!.sendTransaction({ to: safeAddress, value: parseEther('5') })).wait();
  });

  it('executes with unsorted gateway confirmations, ignoring a forged non-owner one', async () => {
    const nonce = (await safe.getFunction('nonce')()) as bigint;
    const transaction = createSafeTransaction(
      buildNativeTransferCall({ to: recipient, value: 7n }),
      { nonce },
    );
    const safeTxHash = calculateSafeTxHash({
      safeAddress,
      chainId: chain.chainId,
      version,
      transaction,
    });
    const outsider = wallets[5]!;
    // Highest address first on purpose: the builder must sort.
    const owners = [wallets[0]!, wallets[1]!, wallets[2]!].sort((a, b) =>
      BigInt(a.address) > BigInt(b.address) ? -1 : 1,
    );
    const confirmations = [
      {
        signer: owners[0]!.address,
        signature: await signTyped(outsider, safeAddress, version, transaction),
      },
      {
        signer: owners[0]!.address,
        signature: await signTyped(owners[0]!, safeAddress, version, transaction),
      },
      {
        signer: owners[1]!.address,
        signature: await signTyped(owners[1]!, safeAddress, version, transaction),
      },
    ];
    const collected = collectExecutionSignatures({
      safeTxHash,
      confirmations,
      owners: wallets.slice(0, 3).map((w) => w.address),
      threshold: 2,
    });
    expect(collected.enough).toBe(true);
    expect(collected.usesExecutorApproval).toBe(false);
    expect(collected.signatures.map((s) => s.signer)).toEqual(
      [owners[1]!.address, owners[0]!.address].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)),
    );
    const call = buildExecutionCall({ safeAddress, transaction, signatures: collected.signatures });
    await (await outsider.sendTransaction(call)).wait();
    expect(await chain.provider.getBalance(recipient)).toBe(7n);
    expect(await safe.getFunction('nonce')()).toBe(nonce + 1n);
  });

  it('completes one confirmation with the executing owner’s own approval (v = 1)', async () => {
    const nonce = (await safe.getFunction('nonce')()) as bigint;
    const transaction = buildRejectionTransaction({ safeAddress, nonce });
    expect(transaction).toMatchObject({ to: safeAddress, value: 0n, data: '0x', nonce });
    const safeTxHash = calculateSafeTxHash({
      safeAddress,
      chainId: chain.chainId,
      version,
      transaction,
    });
    const owners = wallets.slice(0, 3).map((w) => w.address);
    const one = [
      {
        signer: wallets[0]!.address,
        signature: await signTyped(wallets[0]!, safeAddress, version, transaction),
      },
    ];
    expect(
      collectExecutionSignatures({ safeTxHash, confirmations: one, owners, threshold: 2 }).enough,
    ).toBe(false);
    // A non-owner executor adds nothing.
    expect(
      collectExecutionSignatures({
        safeTxHash,
        confirmations: one,
        owners,
        threshold: 2,
        executor: wallets[5]!.address,
      }).enough,
    ).toBe(false);
    const collected = collectExecutionSignatures({
      safeTxHash,
      confirmations: one,
      owners,
      threshold: 2,
      executor: wallets[2]!.address,
    });
    expect(collected).toMatchObject({ enough: true, usesExecutorApproval: true });
    await (
      await wallets[2]!.sendTransaction(
        buildExecutionCall({ safeAddress, transaction, signatures: collected.signatures }),
      )
    ).wait();
    // The rejection burnt the nonce.
    expect(await safe.getFunction('nonce')()).toBe(nonce + 1n);
  });

  it('builds a relay body a relayer can submit as is', async () => {
    const nonce = (await safe.getFunction('nonce')()) as bigint;
    const transaction = createSafeTransaction(
      buildNativeTransferCall({ to: recipient, value: 3n }),
      { nonce },
    );
    const safeTxHash = calculateSafeTxHash({
      safeAddress,
      chainId: chain.chainId,
      version,
      transaction,
    });
    const confirmations = await Promise.all(
      wallets.slice(0, 2).map(async (w) => ({
        signer: w.address,
        signature: await signTyped(w, safeAddress, version, transaction),
      })),
    );
    const { signatures } = collectExecutionSignatures({
      safeTxHash,
      confirmations,
      owners: wallets.slice(0, 3).map((w) => w.address),
      threshold: 2,
    });
    const body = buildRelayRequest({
      safeAddress,
      transaction,
      signatures,
      version,
      gasLimit: 500_000n,
    });
    expect(body).toMatchObject({ version, to: safeAddress, gasLimit: '500000' });
    const before = await chain.provider.getBalance(recipient);
    // Anyone (here: a non-owner "relayer") can submit it.
    await (
      await wallets[5]!.sendTransaction({ to: body.to, data: body.data, gasLimit: 500_000n })
    ).wait();
    expect(await chain.provider.getBalance(recipient)).toBe(before + 3n);
  });
});

describe('buildProposeRequest', () => {
  it('writes amounts as decimal strings and empty data as null', () => {
    const safeAddress = '0x' + '12'.repeat(20);
    const transaction = buildRejectionTransaction({ safeAddress, nonce: 12n });
    const body = buildProposeRequest({
      transaction,
      safeTxHash: '0x' + 'ab'.repeat(32),
      sender: '0x' + 'cd'.repeat(20),
      signature: '0x' + '11'.repeat(65),
    });
    expect(body).toEqual({
      to: '0x1212121212121212121212121212121212121212',
      value: '0',
      data: null,
      nonce: '12',
      operation: 0,
      safeTxGas: '0',
      baseGas: '0',
      gasPrice: '0',
      gasToken: '0x0000000000000000000000000000000000000000',
      refundReceiver: '0x0000000000000000000000000000000000000000',
      safeTxHash: '0x' + 'ab'.repeat(32),
      sender: getAddress('0x' + 'cd'.repeat(20)),
      signature: '0x' + '11'.repeat(65),
      origin: null,
    });
  });
});
