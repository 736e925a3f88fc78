// The EIP-1271 route of a parent Safe, on a real chain: the parent's Safe message over the child's
// SafeTx typed data. Its content hashes to the child's safeTxHash, and its SafeMessage hash is what
// the parent's fallback handler checks for the bytes32 form (a Safe ≥ 1.5.0 child asks it). A
// 1.4.1 child asks the legacy form over its pre-image, whose SafeMessage hash differs: the chain
// refuses the message's signatures there. Proven parent signatures go into execTransaction as
// v = 0 contract signatures through collectExecutionSignatures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AbiCoder, Contract, Wallet, type HDNodeWallet } from 'ethers';
import {
  createSafe,
  deploySafeContracts,
  loadSafeArtifact,
  startChain,
  testOwners,
  type Chain,
  type SafeDeployments,
} from '../../../devnet/chain/index.js';
import {
  buildExecutionCall,
  buildNativeTransferCall,
  buildSignatureBytes,
  calculateSafeTxHash,
  checkSignatureOnChain,
  childAcceptsParentMessage,
  collectExecutionSignatures,
  contractSignature,
  createSafeTransaction,
  encodeSafeTxData,
  getSafeTxTypedData,
  hashSafeMessageBytes,
  hashTypedData,
  parentMessageContent,
  parentMessageHash,
  parentMessageSignature,
  type EthCall,
} from '../../../src/safe/index.js';
import { safeContract } from './helpers/safe-kit.js';

let chain: Chain;
let wallets: HDNodeWallet[];
let deployments: SafeDeployments;
let parent: string;
let child: string;
let handler: Contract;
let call: EthCall;

beforeAll(async () => {
  chain = await startChain();
  deployments = await deploySafeContracts(chain.provider);
  wallets = testOwners(chain.provider, 6);
  parent = await createSafe({
    signer: wallets[0]!,
    owners: [wallets[0]!.address, wallets[1]!.address],
    threshold: 2,
    version: '1.4.1',
    saltNonce: 8101n,
  });
  child = await createSafe({
    signer: wallets[3]!,
    owners: [parent, wallets[3]!.address],
    threshold: 2,
    version: '1.4.1',
    saltNonce: 8102n,
  });
  await (await wallets[3]!.sendTransaction({ to: child, value: 1000n })).wait();
  handler = new Contract(
    deployments['1.4.1'].fallbackHandler,
    loadSafeArtifact('1.4.1', 'fallbackHandler').abi,
    chain.provider,
  );
  call = (to, data) => chain.provider.call({ to, data });
});
afterAll(async () => {
  await chain?.stop();
});

async function childTransaction(value: bigint, recipient: string) {
  const nonce = (await safeContract(child, '1.4.1', chain.provider).getFunction(
    'nonce',
  )()) as bigint;
  const transaction = createSafeTransaction(buildNativeTransferCall({ to: recipient, value }), {
    nonce,
  });
  const parameters = { safeAddress: child, chainId: chain.chainId, version: '1.4.1', transaction };
  return { transaction, parameters, safeTxHash: calculateSafeTxHash(parameters) };
}

/** Both parent owners' signatures over `hash`, as the parent's checkSignatures wants them. */
function parentOwnersSign(hash: string) {
  return buildSignatureBytes(
    [wallets[0]!, wallets[1]!].map((w) => ({
      signer: w.address,
      type: 'EOA' as const,
      data: w.signingKey.sign(hash).serialized,
    })),
  );
}

async function executes(request: { to: string; data: string }) {
  try {
    await chain.provider.call({ ...request, from: wallets[5]!.address });
    return true;
  } catch {
    return false;
  }
}

describe('the parent’s Safe message over a child transaction', () => {
  it('has the child’s safeTxHash as content hash and the handler’s bytes32-form hash', async () => {
    const { parameters, safeTxHash } = await childTransaction(7n, Wallet.createRandom().address);
    const content = parentMessageContent(parameters);
    // JSON-able (the gateway stores it) and still the child's safeTxHash.
    expect(JSON.parse(JSON.stringify(content))).toEqual(content);
    expect(hashTypedData(content)).toBe(safeTxHash);
    const messageHash = parentMessageHash({
      parentAddress: parent,
      parentVersion: '1.4.1',
      child: parameters,
    });
    const encoded = AbiCoder.defaultAbiCoder().encode(['bytes32'], [safeTxHash]);
    expect(await handler.getFunction('getMessageHashForSafe')(parent, encoded)).toBe(messageHash);
    // The legacy form over the pre-image (what a 1.4.1 child asks) is another hash.
    const preimage = encodeSafeTxData(parameters);
    const legacy = await handler.getFunction('getMessageHashForSafe')(parent, preimage);
    expect(legacy).toBe(
      hashSafeMessageBytes({ ...parameters, safeAddress: parent, message: preimage }),
    );
    expect(legacy).not.toBe(messageHash);
  });

  it('is accepted by the parent in the bytes32 form, refused in the legacy form', async () => {
    const { parameters, safeTxHash } = await childTransaction(8n, Wallet.createRandom().address);
    const messageHash = parentMessageHash({
      parentAddress: parent,
      parentVersion: '1.4.1',
      child: parameters,
    });
    const signature = contractSignature(parent, parentOwnersSign(messageHash));
    const ask = (preimage?: string) =>
      checkSignatureOnChain({ call, safeAddress: child, hash: safeTxHash, preimage, signature });
    // What a 1.5.0 child asks: isValidSignature(bytes32 safeTxHash, sig).
    expect(await ask()).toBe(true);
    // What this 1.4.1 child asks: isValidSignature(bytes preimage, sig).
    expect(await ask(encodeSafeTxData(parameters))).toBe(false);
    expect(childAcceptsParentMessage('1.4.1')).toBe(false);
    expect(childAcceptsParentMessage('1.3.0')).toBe(false);
    expect(childAcceptsParentMessage('1.5.0')).toBe(true);
  });

  it('yields the prepared signature of a CONFIRMED message, for a child ≥ 1.5.0 only', () => {
    const prepared = parentOwnersSign(`0x${'11'.repeat(32)}`);
    const confirmed = { status: 'CONFIRMED', preparedSignature: prepared };
    expect(parentMessageSignature(confirmed, '1.5.0')).toBe(prepared);
    expect(parentMessageSignature(confirmed, '1.4.1')).toBeNull();
    expect(
      parentMessageSignature(
        { status: 'NEEDS_CONFIRMATION', preparedSignature: prepared },
        '1.5.0',
      ),
    ).toBeNull();
    expect(
      parentMessageSignature({ status: 'CONFIRMED', preparedSignature: null }, '1.5.0'),
    ).toBeNull();
    expect(parentMessageSignature(undefined, '1.5.0')).toBeNull();
  });
});

describe('collectExecutionSignatures with a proven parent contract signature', () => {
  it('puts it in as v = 0 with its dynamic part, and the child executes', async () => {
    const recipient = Wallet.createRandom().address;
    const { transaction, parameters, safeTxHash } = await childTransaction(21n, recipient);
    const { domain, types, message } = getSafeTxTypedData(parameters);
    const confirmations = [
      {
        signer: wallets[3]!.address,
        signature: await wallets[3]!.signTypedData(domain, types, message),
      },
    ];
    // The form this 1.4.1 child asks: the parent's SafeMessage over the pre-image.
    const parentSignature = parentOwnersSign(
      hashSafeMessageBytes({
        safeAddress: parent,
        chainId: chain.chainId,
        version: '1.4.1',
        message: encodeSafeTxData(parameters),
      }),
    );
    const owners = [parent, wallets[3]!.address];
    const collected = collectExecutionSignatures({
      safeTxHash,
      confirmations,
      owners,
      threshold: 2,
      contractSignaturesOnChain: [{ owner: parent.toLowerCase(), signature: parentSignature }],
    });
    expect(collected.enough).toBe(true);
    expect(collected.signatures.map((s) => s.type).sort()).toEqual(['CONTRACT_SIGNATURE', 'EOA']);
    // Not an owner: left out.
    const stranger = collectExecutionSignatures({
      safeTxHash,
      confirmations,
      owners,
      threshold: 2,
      contractSignaturesOnChain: [{ owner: wallets[4]!.address, signature: parentSignature }],
    });
    expect(stranger.enough).toBe(false);
    // Signatures over the bytes32-form message hash do not pass this 1.4.1 child.
    const wrongForm = collectExecutionSignatures({
      safeTxHash,
      confirmations,
      owners,
      threshold: 2,
      contractSignaturesOnChain: [
        {
          owner: parent,
          signature: parentOwnersSign(
            parentMessageHash({ parentAddress: parent, parentVersion: '1.4.1', child: parameters }),
          ),
        },
      ],
    });
    expect(
      await executes(
        buildExecutionCall({ safeAddress: child, transaction, signatures: wrongForm.signatures }),
      ),
    ).toBe(false);
    const request = buildExecutionCall({
      safeAddress: child,
      transaction,
      signatures: collected.signatures,
    });
    await (await wallets[5]!.sendTransaction({ ...request, gasLimit: 1_000_000n })).wait();
    expect(await chain.provider.getBalance(recipient)).toBe(21n);
  });
});
