// A Safe owned by another Safe, on a real chain: the parent is found among the child's owners by
// asking the chain, the parent's approveHash call (built by src/safe) confirms the child's
// transaction, and the execution signatures include that proven approval (v = 1) or the parent's
// contract signature (v = 0), which the child contract accepts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet, getAddress, type Contract, type HDNodeWallet } from 'ethers';
import {
  createSafe,
  deploySafeContracts,
  startChain,
  testOwners,
  type Chain,
  type SafeDeployments,
} from '../../../devnet/chain/index.js';
import {
  InvalidSafeTxHashError,
  buildExecutionCall,
  buildNativeTransferCall,
  buildParentApprovalCall,
  buildSignatureBytes,
  calculateSafeTxHash,
  collectExecutionSignatures,
  contractSignature,
  createSafeTransaction,
  decodeCalldata,
  encodeSafeTxData,
  findParentSafes,
  getSafeTxTypedData,
  hashSafeMessageBytes,
  parentsOwnedBy,
  readApprovedOwners,
  type EthCall,
  type SafeTransactionData,
} from '../../../src/safe/index.js';
import { safeContract, signAndExecute } from './helpers/safe-kit.js';

let chain: Chain;
let wallets: HDNodeWallet[];
let parent: string;
let child: string;
let childSafe: Contract;
let call: EthCall;
let deployments: SafeDeployments;

beforeAll(async () => {
  chain = await startChain();
  deployments = await deploySafeContracts(chain.provider);
  wallets = testOwners(chain.provider, 6);
  parent = await createSafe({
    signer: wallets[0]!,
    owners: [wallets[0]!.address, wallets[1]!.address],
    threshold: 2,
    version: '1.4.1',
    saltNonce: 7001n,
  });
  child = await createSafe({
    signer: wallets[3]!,
    owners: [parent, wallets[3]!.address],
    threshold: 2,
    version: '1.4.1',
    saltNonce: 7002n,
  });
  childSafe = safeContract(child, '1.4.1', chain.provider);
  await (await wallets[3]!.sendTransaction({ to: child, value: 1000n })).wait();
  call = (to, data) => chain.provider.call({ to, data });
});
afterAll(async () => {
  await chain?.stop();
});

async function childTransaction(value: bigint, recipient: string) {
  const nonce = (await childSafe.getFunction('nonce')()) as bigint;
  const transaction = createSafeTransaction(buildNativeTransferCall({ to: recipient, value }), {
    nonce,
  });
  const parameters = { safeAddress: child, chainId: chain.chainId, version: '1.4.1', transaction };
  return { transaction, parameters, safeTxHash: calculateSafeTxHash(parameters) };
}

async function ownerSignature(
  owner: HDNodeWallet,
  parameters: Parameters<typeof getSafeTxTypedData>[0],
) {
  const { domain, types, message } = getSafeTxTypedData(parameters);
  return owner.signTypedData(domain, types, message);
}

async function execute(
  transaction: SafeTransactionData,
  signatures: Parameters<typeof buildExecutionCall>[0]['signatures'],
) {
  const request = buildExecutionCall({ safeAddress: child, transaction, signatures });
  await (await wallets[5]!.sendTransaction({ ...request, gasLimit: 1_000_000n })).wait();
}

describe('buildParentApprovalCall', () => {
  it('calls approveHash(hash) on the child with no value', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const built = buildParentApprovalCall(child.toLowerCase(), hash);
    expect(built).toMatchObject({ to: getAddress(child), value: 0n, operation: 0 });
    const decoded = decodeCalldata(built.data);
    expect(decoded?.method).toBe('approveHash');
    expect(String(decoded?.parameters?.[0]?.value).toLowerCase()).toBe(hash);
  });

  it('refuses anything but a 32-byte hash', () => {
    expect(() => buildParentApprovalCall(child, '0x1234')).toThrow(InvalidSafeTxHashError);
    expect(() => buildParentApprovalCall(child, 'not hex')).toThrow(InvalidSafeTxHashError);
  });
});

describe('findParentSafes', () => {
  it('finds the owner that is a Safe by asking the chain, not the EOA owner', async () => {
    const parents = await findParentSafes({ call, owners: [parent, wallets[3]!.address] });
    expect(parents).toEqual([
      {
        address: getAddress(parent),
        owners: [wallets[0]!.address, wallets[1]!.address],
        threshold: 2,
        nonce: 0n,
        version: '1.4.1',
      },
    ]);
    expect(parentsOwnedBy(parents, wallets[1]!.address.toLowerCase())).toHaveLength(1);
    expect(parentsOwnedBy(parents, wallets[3]!.address)).toEqual([]);
    expect(parentsOwnedBy(parents, null)).toEqual([]);
  });

  it('treats a contract that is not a Safe and a failing RPC as no parent', async () => {
    const failing: EthCall = () => Promise.reject(new Error('rpc down'));
    expect(await findParentSafes({ call: failing, owners: [parent] })).toEqual([]);
    // The proxy factory is a contract without getOwners().
    const factory = deployments['1.4.1'].proxyFactory;
    expect(
      await findParentSafes({ call, owners: [factory, Wallet.createRandom().address] }),
    ).toEqual([]);
  });
});

describe('a parent Safe confirms a child transaction', () => {
  it('by executing approveHash: the proven approval completes the execution signatures', async () => {
    const recipient = Wallet.createRandom().address;
    const { transaction, parameters, safeTxHash } = await childTransaction(11n, recipient);
    const confirmations = [
      { signer: wallets[3]!.address, signature: await ownerSignature(wallets[3]!, parameters) },
    ];
    const owners = [parent, wallets[3]!.address];
    expect(
      collectExecutionSignatures({ safeTxHash, confirmations, owners, threshold: 2 }).enough,
    ).toBe(false);
    // The parent's owners execute approveHash on the child.
    await signAndExecute({
      safe: safeContract(parent, '1.4.1', chain.provider),
      version: '1.4.1',
      chainId: chain.chainId,
      signers: [wallets[0]!, wallets[1]!],
      executor: wallets[0]!,
      call: buildParentApprovalCall(child, safeTxHash),
    });
    expect(await childSafe.getFunction('approvedHashes')(parent, safeTxHash)).toBe(1n);
    // Read back the way the review does: only the parent, not the EOA owner who merely signed.
    expect(
      await readApprovedOwners({ call, safeAddress: child, hash: safeTxHash, owners }),
    ).toEqual([getAddress(parent)]);
    const failing: EthCall = () => Promise.reject(new Error('rpc down'));
    expect(
      await readApprovedOwners({ call: failing, safeAddress: child, hash: safeTxHash, owners }),
    ).toEqual([]);
    // Not listed by any gateway: proven on chain, it counts as the parent's v = 1 signature.
    const collected = collectExecutionSignatures({
      safeTxHash,
      confirmations,
      owners,
      threshold: 2,
      approvedOnChain: [parent],
    });
    expect(collected.enough).toBe(true);
    expect(collected.signatures.find((s) => s.signer === getAddress(parent))?.type).toBe(
      'APPROVED_HASH',
    );
    // A listed approved hash that is not in approvedOnChain stays out.
    const unproven = collectExecutionSignatures({
      safeTxHash,
      confirmations: [
        ...confirmations,
        {
          signer: parent,
          signature: collected.signatures.find((s) => s.signer === getAddress(parent))!.data,
        },
      ],
      owners,
      threshold: 2,
    });
    expect(unproven.enough).toBe(false);
    await execute(transaction, collected.signatures);
    expect(await chain.provider.getBalance(recipient)).toBe(11n);
  });

  it('by a contract signature (EIP-1271): the parent owners sign the child’s pre-image', async () => {
    const recipient = Wallet.createRandom().address;
    const { transaction, parameters, safeTxHash } = await childTransaction(13n, recipient);
    // Safe ≤ 1.4.1 hands the contract owner the EIP-712 pre-image: the parent's owners sign the
    // parent's SafeMessage over those bytes.
    const messageHash = hashSafeMessageBytes({
      safeAddress: parent,
      chainId: chain.chainId,
      version: '1.4.1',
      message: encodeSafeTxData(parameters),
    });
    const parentSignatures = buildSignatureBytes(
      [wallets[0]!, wallets[1]!].map((w) => ({
        signer: w.address,
        type: 'EOA' as const,
        data: w.signingKey.sign(messageHash).serialized,
      })),
    );
    const confirmations = [
      { signer: wallets[3]!.address, signature: await ownerSignature(wallets[3]!, parameters) },
      {
        signer: parent,
        signature: buildSignatureBytes([contractSignature(parent, parentSignatures)]),
      },
    ];
    const collected = collectExecutionSignatures({
      safeTxHash,
      confirmations,
      owners: [parent, wallets[3]!.address],
      threshold: 2,
    });
    expect(collected.enough).toBe(true);
    expect(collected.signatures.map((s) => s.type).sort()).toEqual(['CONTRACT_SIGNATURE', 'EOA']);
    await execute(transaction, collected.signatures);
    expect(await chain.provider.getBalance(recipient)).toBe(13n);
  });
});
