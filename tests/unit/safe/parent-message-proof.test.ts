// Which parents have confirmed a Safe 1.5.0 child's transaction by a signed Safe message, on a real
// chain with the real 1.5.0 contracts: the message hash the reader looks up is the one the device
// creates (over parentMessageContent), a CONFIRMED message's signature counts only when the parent's
// isValidSignature accepts it, and the proofs execute the child as v = 0 contract signatures. A
// ≤ 1.4.1 child never asks the gateway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet, type HDNodeWallet } from 'ethers';
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
  buildSignatureBytes,
  calculateSafeMessageHash,
  calculateSafeTxHash,
  collectExecutionSignatures,
  createSafeTransaction,
  findParentSafes,
  getSafeTxTypedData,
  parentMessageContent,
  parentMessageHashOf,
  readParentMessageProofs,
  type EthCall,
  type ParentMessageState,
} from '../../../src/safe/index.js';
import { safeContract } from './helpers/safe-kit.js';

let chain: Chain;
let wallets: HDNodeWallet[];
let parent: string;
let child: string;
let call: EthCall;

beforeAll(async () => {
  chain = await startChain();
  await deploySafeContracts(chain.provider);
  wallets = testOwners(chain.provider, 6);
  parent = await createSafe({
    signer: wallets[0]!,
    owners: [wallets[0]!.address, wallets[1]!.address],
    threshold: 2,
    version: '1.4.1',
    saltNonce: 9101n,
  });
  child = await createSafe({
    signer: wallets[3]!,
    owners: [parent, wallets[3]!.address],
    threshold: 2,
    version: '1.5.0',
    saltNonce: 9102n,
  });
  await (await wallets[3]!.sendTransaction({ to: child, value: 1000n })).wait();
  call = (to, data) => chain.provider.call({ to, data });
});
afterAll(async () => {
  await chain?.stop();
});

async function childTransaction(value: bigint, recipient: string) {
  const nonce = (await safeContract(child, '1.5.0', chain.provider).getFunction(
    'nonce',
  )()) as bigint;
  const transaction = createSafeTransaction(buildNativeTransferCall({ to: recipient, value }), {
    nonce,
  });
  const parameters = { safeAddress: child, chainId: chain.chainId, version: '1.5.0', transaction };
  return { transaction, parameters, safeTxHash: calculateSafeTxHash(parameters) };
}

const sign = (owners: HDNodeWallet[], hash: string) =>
  buildSignatureBytes(
    owners.map((w) => ({
      signer: w.address,
      type: 'EOA' as const,
      data: w.signingKey.sign(hash).serialized,
    })),
  );

describe('readParentMessageProofs', () => {
  it('finds the parent’s CONFIRMED message the chain accepts, and the child executes with it', async () => {
    const recipient = Wallet.createRandom().address;
    const { transaction, parameters, safeTxHash } = await childTransaction(31n, recipient);
    const parents = await findParentSafes({ call, owners: [parent, wallets[3]!.address] });
    expect(parents.map((p) => [p.address, p.version])).toEqual([[parent, '1.4.1']]);
    // What the device creates: the parent's SafeMessage over the child's typed data.
    const created = calculateSafeMessageHash({
      safeAddress: parent,
      chainId: chain.chainId,
      version: '1.4.1',
      message: parentMessageContent(parameters),
    });
    expect(parentMessageHashOf(parents[0]!, chain.chainId, safeTxHash)).toBe(created);

    const asked: string[] = [];
    const gateway = (messages: Record<string, ParentMessageState>) => async (hash: string) => {
      asked.push(hash);
      return messages[hash] ?? null;
    };
    const read = (messages: Record<string, ParentMessageState>, childVersion = '1.5.0') =>
      readParentMessageProofs({
        call,
        readMessage: gateway(messages),
        chainId: chain.chainId,
        childAddress: child,
        childVersion,
        safeTxHash,
        parents,
      });
    const prepared = sign([wallets[0]!, wallets[1]!], created);
    // No message, one waiting for owners, one whose signature the parent refuses: nothing.
    expect(await read({})).toEqual([]);
    expect(
      await read({ [created]: { status: 'NEEDS_CONFIRMATION', preparedSignature: null } }),
    ).toEqual([]);
    const forged = sign([wallets[0]!, wallets[4]!], created);
    expect(await read({ [created]: { status: 'CONFIRMED', preparedSignature: forged } })).toEqual(
      [],
    );
    // A ≤ 1.4.1 child asks another form: the gateway is not even asked.
    asked.length = 0;
    expect(
      await read({ [created]: { status: 'CONFIRMED', preparedSignature: prepared } }, '1.4.1'),
    ).toEqual([]);
    expect(asked).toEqual([]);

    const proofs = await read({ [created]: { status: 'CONFIRMED', preparedSignature: prepared } });
    expect(proofs).toEqual([{ owner: parent, signature: prepared, messageHash: created }]);

    const { domain, types, message } = getSafeTxTypedData(parameters);
    const collected = collectExecutionSignatures({
      safeTxHash,
      confirmations: [
        {
          signer: wallets[3]!.address,
          signature: await wallets[3]!.signTypedData(domain, types, message),
        },
      ],
      owners: [parent, wallets[3]!.address],
      threshold: 2,
      contractSignaturesOnChain: proofs,
    });
    expect(collected.enough).toBe(true);
    const request = buildExecutionCall({
      safeAddress: child,
      transaction,
      signatures: collected.signatures,
    });
    await (await wallets[5]!.sendTransaction({ ...request, gasLimit: 1_000_000n })).wait();
    expect(await chain.provider.getBalance(recipient)).toBe(31n);
  });

  it('has no message hash for a parent that states no version', () => {
    expect(
      parentMessageHashOf({ address: parent, version: null }, 1n, `0x${'00'.repeat(32)}`),
    ).toBe(null);
    expect(
      parentMessageHashOf({ address: parent, version: 'banana' }, 1n, `0x${'00'.repeat(32)}`),
    ).toBe(null);
  });
});
