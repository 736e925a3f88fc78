import { Interface, ZeroAddress, parseEther, type HDNodeWallet } from 'ethers';
import {
  createSafe,
  deployLookAlikeToken,
  deployTestGuard,
  deployTestTarget,
  deployTestTokens,
  testOwners,
  type SafeDeployments,
} from '../chain/index.js';
import { SAFE_ABI, TOKEN_ABI } from '../gateway/chain/abis';
import { computeSafeMessageHash } from '../gateway/safe-logic';
import type { SeedClient } from './safe-ops';
import { type SeedSafe } from './safe-ops';

/** What the seed created, for the start banner and for tests. */
export interface SeedResult {
  /** 2-of-3 on SafeL2 1.4.1 with full history, a queue with a conflict and messages. */
  main: SeedSafe & { threshold: number; owners: string[] };
  /** 1-of-1 on SafeL2 1.3.0 (outdated). */
  legacy: SeedSafe & { threshold: number; owners: string[] };
  /** 1-of-1 created on 1.3.0 and migrated to 1.4.1 (its history has CHANGE_IMPLEMENTATION). */
  migrated: SeedSafe & { threshold: number; owners: string[] };
  erc20: string;
  erc721: string;
  guard: string;
  /** An ERC-20 imitating `erc20` (same name, look-alike symbol), held by main, not trusted. */
  lookAlikeToken: string;
  /** devnet/contracts/TestTarget.sol: a contract the gateway has no ABI for (custom calls). */
  testTarget: string;
  /**
   * 2-of-2 on SafeL2 1.4.1 owned by the main Safe and owner #5, funded with 1 ETH; nonce 0 (0.1 ETH
   * to owner #4) is queued with owner #5's confirmation and waits for the main Safe's.
   */
  nested: SeedSafe & { threshold: number; owners: string[]; queuedSafeTxHash: string };
  /**
   * 2-of-2 on SafeL2 1.5.0 owned by the main Safe and owner #5, funded with 1 ETH; nonce 0 (0.1 ETH
   * to owner #4) is queued with owner #5's confirmation. A 1.5.0 Safe asks a contract owner the
   * bytes32 EIP-1271 form, so the main Safe can also confirm by a signed Safe message.
   */
  nested150: SeedSafe & { threshold: number; owners: string[]; queuedSafeTxHash: string };
}

const SENTINEL = '0x0000000000000000000000000000000000000001';
const MULTISEND = new Interface(['function multiSend(bytes transactions) payable']);
const MIGRATION = new Interface(['function migrateL2Singleton()']);

function packMultiSend(entries: { to: string; value: bigint; data: string }[]): string {
  const packed = entries
    .map((e) => {
      const data = e.data.slice(2);
      return (
        '00' +
        e.to.slice(2).toLowerCase() +
        e.value.toString(16).padStart(64, '0') +
        (data.length / 2).toString(16).padStart(64, '0') +
        data
      );
    })
    .join('');
  return MULTISEND.encodeFunctionData('multiSend', [`0x${packed}`]);
}

/** Seed the devnet: Safes, funds, an executed history of every kind, a queue and messages. */
export async function seedDevnet(
  client: SeedClient,
  deployments: SafeDeployments,
  migrationAddress: string,
): Promise<SeedResult> {
  const provider = client.provider;
  const [o0, o1, o2, o3, o4, o5] = testOwners(provider, 6) as [
    HDNodeWallet,
    HDNodeWallet,
    HDNodeWallet,
    HDNodeWallet,
    HDNodeWallet,
    HDNodeWallet,
  ];
  const send = async (from: HDNodeWallet, to: string, value: bigint) =>
    (await from.sendTransaction({ to, value })).wait();

  const mainAddress = await createSafe({
    signer: o0,
    owners: [o0.address, o1.address, o2.address],
    threshold: 2,
    version: '1.4.1',
  });
  const legacyAddress = await createSafe({
    signer: o3,
    owners: [o3.address],
    threshold: 1,
    version: '1.3.0',
  });
  const migratedAddress = await createSafe({
    signer: o3,
    owners: [o3.address],
    threshold: 1,
    version: '1.3.0',
    saltNonce: 1n,
  });
  const main: SeedSafe = { address: mainAddress, version: '1.4.1' };
  const legacy: SeedSafe = { address: legacyAddress, version: '1.3.0' };
  const migrated: SeedSafe = { address: migratedAddress, version: '1.3.0' };

  const { erc20, erc721 } = await deployTestTokens(o0);
  const guard = await deployTestGuard(o0);
  const erc20Address = await erc20.getAddress();
  const erc721Address = await erc721.getAddress();
  const guardAddress = await guard.getAddress();

  // Incoming: ETH, tokens and NFTs.
  await send(o0, mainAddress, parseEther('10'));
  await send(o3, legacyAddress, parseEther('5'));
  await send(o3, migratedAddress, parseEther('1'));
  await (await erc20.getFunction('mint')(mainAddress, parseEther('1000'))).wait();
  await (await erc20.getFunction('mint')(legacyAddress, parseEther('100'))).wait();
  for (const id of [1n, 2n, 3n]) await (await erc721.getFunction('mint')(mainAddress, id)).wait();
  await (await erc721.getFunction('mint')(legacyAddress, 10n)).wait();
  await client.sync();

  const signers = [o0, o1];
  let nonce = 0;
  const run = (
    to: string,
    data = '0x',
    value = 0n,
    extra: { operation?: 0 | 1; safeTxGas?: bigint } = {},
  ) =>
    client.run(
      main,
      { to, data, value, ...extra },
      nonce++,
      signers,
      JSON.stringify({ url: 'https://devnet.local', name: 'Seed' }),
    );
  const self = (fn: string, args: unknown[]) =>
    run(mainAddress, SAFE_ABI.encodeFunctionData(fn, args));

  // Transfers out: native, ERC-20, ERC-721.
  await run(o4.address, '0x', parseEther('1'));
  await run(erc20Address, TOKEN_ABI.encodeFunctionData('transfer', [o4.address, parseEther('10')]));
  await run(
    erc721Address,
    TOKEN_ABI.encodeFunctionData('safeTransferFrom', [mainAddress, o4.address, 1n]),
  );
  // Every settings change the Safe itself can make.
  await self('addOwnerWithThreshold', [o4.address, 2n]);
  // addOwner puts the new owner first in the owner list, so its predecessor is the sentinel.
  await self('swapOwner', [SENTINEL, o4.address, o5.address]);
  await self('removeOwner', [SENTINEL, o5.address, 2n]);
  await self('changeThreshold', [2n]);
  await self('enableModule', [o4.address]);
  // A module transaction (the module is an EOA), then the module is removed again.
  await (
    await o4.sendTransaction({
      to: mainAddress,
      data: SAFE_ABI.encodeFunctionData('execTransactionFromModule', [
        o4.address,
        parseEther('0.1'),
        '0x',
        0,
      ]),
    })
  ).wait();
  await client.sync();
  await self('disableModule', [SENTINEL, o4.address]);
  await self('setGuard', [guardAddress]);
  await self('setGuard', [ZeroAddress]);
  await self('setFallbackHandler', [deployments['1.4.1'].fallbackHandler]);
  // A batch through MultiSendCallOnly (delegatecall): ETH and tokens to o4.
  await run(
    deployments['1.4.1'].multiSendCallOnly,
    packMultiSend([
      { to: o4.address, value: parseEther('0.1'), data: '0x' },
      {
        to: erc20Address,
        value: 0n,
        data: TOKEN_ABI.encodeFunctionData('transfer', [o4.address, parseEther('5')]),
      },
    ]),
    0n,
    { operation: 1 },
  );
  // A failed transaction: a token transfer above the balance, with safeTxGas so the Safe does not revert.
  await run(
    erc20Address,
    TOKEN_ABI.encodeFunctionData('transfer', [o4.address, parseEther('1000000')]),
    0n,
    {
      safeTxGas: 100_000n,
    },
  );

  // The queue: a transfer ready to execute and its rejection at the same nonce, then one waiting.
  const queued = nonce;
  await client.propose(main, { to: o4.address, value: parseEther('0.5') }, queued, [o0, o1]);
  await client.propose(main, { to: mainAddress }, queued, [o1]);
  await client.propose(
    main,
    {
      to: erc20Address,
      data: TOKEN_ABI.encodeFunctionData('transfer', [o4.address, parseEther('1')]),
    },
    queued + 1,
    [o0],
  );

  // Messages: one confirmed (2 of 2), one waiting for a second owner.
  const proposeMessage = async (message: unknown, owners: HDNodeWallet[]) => {
    const hash = computeSafeMessageHash(message as never, '1.4.1', client.chainId, mainAddress);
    const [first, ...rest] = owners;
    await client.request('POST', `/v1/chains/${client.chainId}/safes/${mainAddress}/messages`, {
      message,
      signature: first!.signingKey.sign(hash).serialized,
      safeAppId: null,
    });
    for (const owner of rest)
      await client.request('POST', `/v1/chains/${client.chainId}/messages/${hash}/signatures`, {
        signature: owner.signingKey.sign(hash).serialized,
      });
  };
  await proposeMessage('Countersign devnet: hello from the owners', [o0, o1]);
  await proposeMessage(
    {
      domain: {
        name: 'Countersign Devnet',
        version: '1',
        chainId: Number(client.chainId),
        verifyingContract: mainAddress,
      },
      primaryType: 'Mail',
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      message: { contents: 'Please confirm this typed message' },
    },
    [o0],
  );

  // The legacy Safe: one executed native transfer.
  await client.run(legacy, { to: o4.address, value: parseEther('0.25') }, 0, [o3]);
  // The migrated Safe: implementation change by delegatecall to the devnet migration.
  await client.run(
    migrated,
    {
      to: migrationAddress,
      data: MIGRATION.encodeFunctionData('migrateL2Singleton'),
      operation: 1,
    },
    0,
    [o3],
  );
  await client.sync();

  // Last, so that no address deployed above moves: an untrusted look-alike of the test token sent
  // to main unasked, as spam tokens arrive.
  const lookAlike = await deployLookAlikeToken(o5);
  const lookAlikeAddress = await lookAlike.getAddress();
  await (await lookAlike.getFunction('mint')(mainAddress, parseEther('5000'))).wait();
  await client.sync();
  await client.request('POST', `/devnet/tokens/${lookAlikeAddress}/untrusted`);
  // After everything else too: no earlier address moves.
  const testTarget = await deployTestTarget(o5);
  const testTargetAddress = await testTarget.getAddress();
  // Last again: a Safe owned by the main Safe. Two owners, two confirmations needed, so its queued
  // transaction can only go through with the parent's confirmation (approveHash or EIP-1271),
  // while owner #5 can propose it through the gateway (a Safe cannot sign a proposal itself).
  // #5 owns no other seeded Safe, so every other account's owned-Safes list stays as it was.
  const nestedAddress = await createSafe({
    signer: o5,
    owners: [mainAddress, o5.address],
    threshold: 2,
    version: '1.4.1',
    saltNonce: 2n,
  });
  const nested: SeedSafe = { address: nestedAddress, version: '1.4.1' };
  await send(o5, nestedAddress, parseEther('1'));
  await client.sync();
  const nestedQueued = await client.propose(
    nested,
    { to: o4.address, value: parseEther('0.1') },
    0,
    [o5],
  );

  // Last of all: the same shape on Safe 1.5.0 (salt 3: its own address).
  const nested150Address = await createSafe({
    signer: o5,
    owners: [mainAddress, o5.address],
    threshold: 2,
    version: '1.5.0',
    saltNonce: 3n,
  });
  const nested150: SeedSafe = { address: nested150Address, version: '1.5.0' };
  await send(o5, nested150Address, parseEther('1'));
  await client.sync();
  const nested150Queued = await client.propose(
    nested150,
    { to: o4.address, value: parseEther('0.1') },
    0,
    [o5],
  );

  return {
    main: { ...main, threshold: 2, owners: [o0.address, o1.address, o2.address] },
    legacy: { ...legacy, threshold: 1, owners: [o3.address] },
    migrated: { address: migratedAddress, version: '1.4.1', threshold: 1, owners: [o3.address] },
    erc20: erc20Address,
    erc721: erc721Address,
    guard: guardAddress,
    lookAlikeToken: lookAlikeAddress,
    testTarget: testTargetAddress,
    nested: {
      ...nested,
      threshold: 2,
      owners: [mainAddress, o5.address],
      queuedSafeTxHash: nestedQueued,
    },
    nested150: {
      ...nested150,
      threshold: 2,
      owners: [mainAddress, o5.address],
      queuedSafeTxHash: nested150Queued,
    },
  };
}
