// Every calldata builder of src/safe, executed through a real Safe (1.3.0 and 1.4.1) on a real chain,
// with the resulting state read back from the chain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Contract,
  getAddress,
  keccak256,
  parseEther,
  ZeroAddress,
  type HDNodeWallet,
} from 'ethers';
import {
  createSafe,
  deploySafeContracts,
  deploySafeMigration,
  deployTestGuard,
  deployTestTokens,
  startChain,
  testOwners,
  type Chain,
  type SafeDeployments,
  type TestTokens,
} from '../../../devnet/chain/index.js';
import {
  buildAddOwnerCall,
  buildChangeThresholdCall,
  buildDeleteGuardCall,
  buildDisableModuleCall,
  buildEnableModuleCall,
  buildErc20TransferCall,
  buildErc721TransferCall,
  buildImplementationUpdateCall,
  buildMultiSendCall,
  buildNativeTransferCall,
  buildRejectionTransaction,
  buildRemoveOwnerCall,
  buildSetFallbackHandlerCall,
  buildSetGuardCall,
  buildSwapOwnerCall,
  calculateSafeTxHash,
  FALLBACK_HANDLER_STORAGE_SLOT,
  findSingletonByCodeHash,
  GUARD_STORAGE_SLOT,
  SENTINEL_ADDRESS,
} from '../../../src/safe/index.js';
import { createOnChainExpect } from './helpers/on-chain-expect.js';
import { readOwners, safeContract, signAndExecute } from './helpers/safe-kit.js';

const expectOnChain = createOnChainExpect('on-chain-builders');

let chain: Chain;
let deployments: SafeDeployments;
let wallets: HDNodeWallet[];
let tokens: TestTokens;
let migration: string;
let guard: Contract;

beforeAll(async () => {
  chain = await startChain();
  deployments = await deploySafeContracts(chain.provider);
  wallets = testOwners(chain.provider, 10);
  tokens = await deployTestTokens(wallets[0]!);
  migration = await deploySafeMigration(chain.provider);
  guard = await deployTestGuard(wallets[0]!);
});
afterAll(async () => {
  await chain?.stop();
});

async function storedAddress(address: string, slot: string | number): Promise<string> {
  const word = await chain.provider.getStorage(address, slot);
  return getAddress(`0x${word.slice(26)}`);
}

describe.each(['1.3.0', '1.4.1'] as const)('Safe %s', (version) => {
  let safe: Contract;
  let safeAddress: string;
  let owners: HDNodeWallet[];
  let executor: HDNodeWallet;

  // Signers are the current owners that the test holds keys for, in any order.
  const signersFor = async (): Promise<HDNodeWallet[]> => {
    const current = new Set((await readOwners(safe)).map((o) => o.toLowerCase()));
    return wallets.filter((w) => current.has(w.address.toLowerCase()));
  };
  const execute = async (call: Parameters<typeof signAndExecute>[0]['call']) =>
    signAndExecute({
      safe,
      version,
      chainId: chain.chainId,
      signers: await signersFor(),
      executor,
      call,
    });

  beforeAll(async () => {
    owners = wallets.slice(1, 4);
    executor = wallets[9]!;
    safeAddress = await createSafe({
      signer: wallets[0]!,
      owners: owners.map((o) => o.address),
      threshold: 2,
      version,
      saltNonce: version === '1.3.0' ? 130n : 141n,
    });
    safe = safeContract(safeAddress, version, chain.provider);
    await (await wallets[0]!.sendTransaction({ to: safeAddress, value: parseEther('10') })).wait();
    await (await tokens.erc20.getFunction('mint')(safeAddress, 1_000n)).wait();
    const tokenId = version === '1.3.0' ? 130n : 141n;
    await (await tokens.erc721.getFunction('mint')(safeAddress, tokenId)).wait();
  });

  it('computes the same safeTxHash as getTransactionHash', async () => {
    const { transaction, safeTxHash } = await execute(
      buildNativeTransferCall({ to: wallets[5]!.address, value: 1n }),
    );
    const onChain = await safe.getFunction('getTransactionHash')(
      transaction.to,
      transaction.value,
      transaction.data,
      transaction.operation,
      transaction.safeTxGas,
      transaction.baseGas,
      transaction.gasPrice,
      transaction.gasToken,
      transaction.refundReceiver,
      transaction.nonce,
    );
    expectOnChain(onChain).toBe(safeTxHash);
  });

  it('adds, swaps and removes owners with prevOwner from the on-chain list', async () => {
    const [, , , , newOwner, swapped] = wallets.slice(0, 6);
    await execute(buildAddOwnerCall({ safeAddress, owner: newOwner!.address, threshold: 2n }));
    const afterAdd = await readOwners(safe);
    expectOnChain(afterAdd).toEqual([newOwner!.address, ...owners.map((o) => o.address)]);

    // Swap the last owner in the list, so prevOwner is not the sentinel.
    const last = afterAdd[afterAdd.length - 1]!;
    await execute(
      buildSwapOwnerCall({
        safeAddress,
        owners: afterAdd,
        oldOwner: last,
        newOwner: swapped!.address,
      }),
    );
    expectOnChain(await safe.getFunction('isOwner')(swapped!.address)).toBe(true);
    expectOnChain(await safe.getFunction('isOwner')(last)).toBe(false);

    // Remove the first one (prevOwner = SENTINEL) and the swapped one (a middle/last one).
    await execute(
      buildRemoveOwnerCall({
        safeAddress,
        owners: await readOwners(safe),
        owner: newOwner!.address,
        threshold: 2n,
      }),
    );
    expectOnChain(await safe.getFunction('isOwner')(newOwner!.address)).toBe(false);
    await execute(
      buildSwapOwnerCall({
        safeAddress,
        owners: await readOwners(safe),
        oldOwner: swapped!.address,
        newOwner: last,
      }),
    );
    expectOnChain(await readOwners(safe)).toEqual(owners.map((o) => o.address));
  });

  it('changes the threshold', async () => {
    await execute(buildChangeThresholdCall({ safeAddress, threshold: 3n }));
    expectOnChain(await safe.getFunction('getThreshold')()).toBe(3n);
    await execute(buildChangeThresholdCall({ safeAddress, threshold: 2n }));
    expectOnChain(await safe.getFunction('getThreshold')()).toBe(2n);
  });

  it('enables and disables modules with prevModule from the on-chain list', async () => {
    const [moduleA, moduleB] = [wallets[6]!.address, wallets[7]!.address];
    await execute(buildEnableModuleCall({ safeAddress, module: moduleA }));
    await execute(buildEnableModuleCall({ safeAddress, module: moduleB }));
    const [modules] = (await safe.getFunction('getModulesPaginated')(SENTINEL_ADDRESS, 10n)) as [
      string[],
      string,
    ];
    expectOnChain([...modules]).toEqual([moduleB, moduleA]);
    // moduleA is second in the list: prevModule must be moduleB, not the sentinel.
    await execute(buildDisableModuleCall({ safeAddress, modules: [...modules], module: moduleA }));
    expectOnChain(await safe.getFunction('isModuleEnabled')(moduleA)).toBe(false);
    expectOnChain(await safe.getFunction('isModuleEnabled')(moduleB)).toBe(true);
    await execute(buildDisableModuleCall({ safeAddress, modules: [moduleB], module: moduleB }));
    expectOnChain(await safe.getFunction('isModuleEnabled')(moduleB)).toBe(false);
  });

  it('sets a guard that then checks transactions, and deletes it', async () => {
    const guardAddress = await guard.getAddress();
    await execute(buildSetGuardCall({ safeAddress, guard: guardAddress }));
    expectOnChain(await storedAddress(safeAddress, GUARD_STORAGE_SLOT)).toBe(guardAddress);
    const before = (await guard.getFunction('checkedTransactions')()) as bigint;
    await execute(buildDeleteGuardCall({ safeAddress }));
    expectOnChain(await guard.getFunction('checkedTransactions')()).toBe(before + 1n);
    expectOnChain(await storedAddress(safeAddress, GUARD_STORAGE_SLOT)).toBe(ZeroAddress);
  });

  it('sets the fallback handler', async () => {
    const other = deployments[version === '1.3.0' ? '1.4.1' : '1.3.0'].fallbackHandler;
    await execute(buildSetFallbackHandlerCall({ safeAddress, handler: other }));
    expectOnChain(await storedAddress(safeAddress, FALLBACK_HANDLER_STORAGE_SLOT)).toBe(other);
    const own = deployments[version].fallbackHandler;
    await execute(buildSetFallbackHandlerCall({ safeAddress, handler: own }));
    expectOnChain(await storedAddress(safeAddress, FALLBACK_HANDLER_STORAGE_SLOT)).toBe(own);
  });

  it('transfers native coin, ERC-20 and ERC-721', async () => {
    const recipient = wallets[8]!.address;
    const balance = await chain.provider.getBalance(recipient);
    await execute(buildNativeTransferCall({ to: recipient, value: parseEther('1.5') }));
    expectOnChain(await chain.provider.getBalance(recipient)).toBe(balance + parseEther('1.5'));

    const token = await tokens.erc20.getAddress();
    await execute(buildErc20TransferCall({ token, to: recipient, value: 250n }));
    expectOnChain(await tokens.erc20.getFunction('balanceOf')(safeAddress)).toBe(750n);

    const nft = await tokens.erc721.getAddress();
    const tokenId = version === '1.3.0' ? 130n : 141n;
    await execute(buildErc721TransferCall({ token: nft, safeAddress, to: recipient, tokenId }));
    expectOnChain(await tokens.erc721.getFunction('ownerOf')(tokenId)).toBe(recipient);
  });

  it('executes a multiSend batch through MultiSendCallOnly', async () => {
    const recipient = wallets[8]!.address;
    const balance = await chain.provider.getBalance(recipient);
    const token = await tokens.erc20.getAddress();
    await execute(
      buildMultiSendCall({
        multiSend: deployments[version].multiSendCallOnly,
        calls: [
          buildNativeTransferCall({ to: recipient, value: 7n }),
          buildErc20TransferCall({ token, to: recipient, value: 50n }),
          buildChangeThresholdCall({ safeAddress, threshold: 3n }),
        ],
      }),
    );
    expectOnChain(await chain.provider.getBalance(recipient)).toBe(balance + 7n);
    expectOnChain(await tokens.erc20.getFunction('balanceOf')(safeAddress)).toBe(700n);
    expectOnChain(await safe.getFunction('getThreshold')()).toBe(3n);
    await execute(buildChangeThresholdCall({ safeAddress, threshold: 2n }));
  });

  it('executes a rejection: the nonce is used and nothing else changes', async () => {
    const nonce = (await safe.getFunction('nonce')()) as bigint;
    const balance = await chain.provider.getBalance(safeAddress);
    const rejection = buildRejectionTransaction({ safeAddress, nonce });
    expect(rejection).toMatchObject({
      to: safeAddress,
      value: 0n,
      data: '0x',
      operation: 0,
      nonce,
    });
    const { transaction } = await execute(rejection);
    expect(transaction).toEqual(rejection);
    expectOnChain(await safe.getFunction('nonce')()).toBe(nonce + 1n);
    expectOnChain(await chain.provider.getBalance(safeAddress)).toBe(balance);
  });

  it.runIf(version === '1.3.0')(
    'updates 1.3.0 to 1.4.1 through the trusted migration',
    async () => {
      await execute(
        buildImplementationUpdateCall({ migration, l2: true, withFallbackHandler: true }),
      );
      expectOnChain(await storedAddress(safeAddress, 0)).toBe(deployments['1.4.1'].safeL2);
      expectOnChain(await safe.getFunction('VERSION')()).toBe('1.4.1');
      // The verifier recognises the code now behind the proxy as official Safe 1.4.1 (L2).
      const code = await chain.provider.getCode(await storedAddress(safeAddress, 0));
      expectOnChain(findSingletonByCodeHash(keccak256(code))).toMatchObject({
        version: '1.4.1',
        l2: true,
      });
      expectOnChain(await storedAddress(safeAddress, FALLBACK_HANDLER_STORAGE_SLOT)).toBe(
        deployments['1.4.1'].fallbackHandler,
      );
      // The updated Safe now executes transactions hashed as 1.4.1, with owners and nonce kept.
      const updated = safeContract(safeAddress, '1.4.1', chain.provider);
      const recipient = wallets[8]!.address;
      const balance = await chain.provider.getBalance(recipient);
      const { safeTxHash, transaction } = await signAndExecute({
        safe: updated,
        version: '1.4.1',
        chainId: chain.chainId,
        signers: owners,
        executor,
        call: buildNativeTransferCall({ to: recipient, value: 3n }),
      });
      expect(safeTxHash).toBe(
        calculateSafeTxHash({ safeAddress, chainId: chain.chainId, version: '1.4.1', transaction }),
      );
      expectOnChain(await chain.provider.getBalance(recipient)).toBe(balance + 3n);
      expectOnChain(await readOwners(updated)).toEqual(owners.map((o) => o.address));
    },
  );

  it('the migration refuses to run outside a delegatecall', async () => {
    const direct = new Contract(migration, ['function migrateSingleton()'], executor);
    await expect(direct.getFunction('migrateSingleton').staticCall()).rejects.toThrow(
      /delegatecall/,
    );
  });
});
