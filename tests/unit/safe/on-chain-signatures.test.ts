// Hashes and signatures built by src/safe, checked by the real Safe contracts (1.3.0 and 1.4.1):
// domainSeparator, getTransactionHash, getMessageHashForSafe, checkSignatures with every signature
// type (EOA, eth_sign, approved hash, nested-Safe contract signature) and EIP-1271.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contract, getBytes, hexlify, randomBytes, ZeroAddress, type HDNodeWallet } from 'ethers';
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
  adjustEthSignSignature,
  approvedHashSignature,
  buildNativeTransferCall,
  buildSignatureBytes,
  buildSignMessageCall,
  calculateSafeMessageHash,
  calculateSafeTxHash,
  contractSignature,
  createSafeTransaction,
  ecdsaSignature,
  encodeApproveHash,
  encodeExecTransaction,
  encodeSafeTxData,
  getSafeDomainSeparator,
  getSafeMessageTypedData,
  getSafeTxTypedData,
  hashSafeMessageBytes,
  hashSafeMessageContent,
  isValidSafeSignature,
  mergeSignatures,
  recoverSignatures,
  type SafeSignature,
  type TypedDataInput,
} from '../../../src/safe/index.js';
import { createOnChainExpect } from './helpers/on-chain-expect.js';
import { safeContract, signAndExecute } from './helpers/safe-kit.js';

const expectOnChain = createOnChainExpect('on-chain-signatures');

let chain: Chain;
let deployments: SafeDeployments;
let wallets: HDNodeWallet[];

beforeAll(async () => {
  chain = await startChain();
  deployments = await deploySafeContracts(chain.provider);
  wallets = testOwners(chain.provider, 10);
});
afterAll(async () => {
  await chain?.stop();
});

const typedMessage: TypedDataInput = {
  domain: { name: 'Countersign Test', version: '1', chainId: 31337 },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
      { name: 'contents', type: 'string' },
    ],
  },
  message: {
    from: { name: 'Alice', wallet: '0x00000000000000000000000000000000000000a1' },
    to: [{ name: 'Bob', wallet: '0x00000000000000000000000000000000000000b2' }],
    contents: 'Hello',
  },
};

describe.each(['1.3.0', '1.4.1'] as const)('Safe %s', (version) => {
  let nested: Contract; // owners w4, w5; threshold 2
  let nestedAddress: string;
  let main: Contract; // owners w1, w2, w3 and the nested Safe; threshold 4
  let mainAddress: string;
  let handler: Contract;
  const call = (to: string, data: string) => chain.provider.call({ to, data });
  const salt = version === '1.3.0' ? 1300n : 1410n;

  beforeAll(async () => {
    const [payer, w1, w2, w3, w4, w5] = wallets;
    nestedAddress = await createSafe({
      signer: payer!,
      owners: [w4!.address, w5!.address],
      threshold: 2,
      version,
      saltNonce: salt,
    });
    mainAddress = await createSafe({
      signer: payer!,
      owners: [w1!.address, w2!.address, w3!.address, nestedAddress],
      threshold: 4,
      version,
      saltNonce: salt + 1n,
    });
    nested = safeContract(nestedAddress, version, chain.provider);
    main = safeContract(mainAddress, version, chain.provider);
    handler = new Contract(
      deployments[version].fallbackHandler,
      loadSafeArtifact(version, 'fallbackHandler').abi,
      chain.provider,
    );
    await (await payer!.sendTransaction({ to: mainAddress, value: 10n ** 18n })).wait();
  });

  it('computes domainSeparator() locally', async () => {
    const local = getSafeDomainSeparator({
      safeAddress: mainAddress,
      chainId: chain.chainId,
      version,
    });
    expectOnChain(await main.getFunction('domainSeparator')()).toBe(local);
    expectOnChain(await nested.getFunction('domainSeparator')()).not.toBe(local);
  });

  it('computes getTransactionHash locally for every field', async () => {
    const transaction = createSafeTransaction(
      { to: wallets[7]!.address, value: 123n, data: '0xdeadbeef', operation: 1 },
      {
        nonce: 42n,
        safeTxGas: 100_000n,
        baseGas: 21_000n,
        gasPrice: 7n,
        gasToken: wallets[8]!.address,
        refundReceiver: wallets[9]!.address,
      },
    );
    const local = calculateSafeTxHash({
      safeAddress: mainAddress,
      chainId: chain.chainId,
      version,
      transaction,
    });
    const onChain = await main.getFunction('getTransactionHash')(...Object.values(transaction));
    expectOnChain(onChain).toBe(local);
    const changed = { ...transaction, baseGas: 21_001n };
    expectOnChain(await main.getFunction('getTransactionHash')(...Object.values(changed))).not.toBe(
      local,
    );
  });

  it('computes getMessageHashForSafe locally for text and typed data', async () => {
    for (const message of ['Hello from Countersign', typedMessage]) {
      const local = calculateSafeMessageHash({
        safeAddress: mainAddress,
        chainId: chain.chainId,
        version,
        message,
      });
      const contentHash = hashSafeMessageContent(message);
      expectOnChain(
        await handler.getFunction('getMessageHashForSafe')(mainAddress, contentHash),
      ).toBe(local);
    }
  });

  it('checkSignatures accepts EOA, eth_sign, approved-hash and nested-Safe signatures built locally', async () => {
    const [, w1, w2, w3, w4, w5] = wallets;
    const nonce = (await main.getFunction('nonce')()) as bigint;
    const transaction = createSafeTransaction(
      buildNativeTransferCall({ to: wallets[8]!.address, value: 5n }),
      {
        nonce,
      },
    );
    const parameters = { safeAddress: mainAddress, chainId: chain.chainId, version, transaction };
    const safeTxHash = calculateSafeTxHash(parameters);
    const preimage = encodeSafeTxData(parameters);
    const { domain, types, message } = getSafeTxTypedData(parameters);

    const eoa = ecdsaSignature(
      w1!.address,
      await w1!.signTypedData(domain, types, message),
      'eth_signTypedData',
    );
    const personal = await w2!.signMessage(getBytes(safeTxHash));
    const ethSign = ecdsaSignature(w2!.address, personal, 'eth_sign');
    expect(adjustEthSignSignature(personal, safeTxHash, w2!.address)).toBe(ethSign.data);
    expect(getBytes(ethSign.data)[64]).toBeGreaterThan(30);

    await (
      await w3!.sendTransaction({ to: mainAddress, data: encodeApproveHash(safeTxHash) })
    ).wait();
    expectOnChain(await main.getFunction('approvedHashes')(w3!.address, safeTxHash)).toBe(1n);
    const approved = approvedHashSignature(w3!.address);

    // The nested Safe signs the pre-image it receives from execTransaction, wrapped as its SafeMessage.
    const nestedHash = hashSafeMessageBytes({
      safeAddress: nestedAddress,
      chainId: chain.chainId,
      version,
      message: preimage,
    });
    expectOnChain(await handler.getFunction('getMessageHashForSafe')(nestedAddress, preimage)).toBe(
      nestedHash,
    );
    const inner = buildSignatureBytes([
      ecdsaSignature(w4!.address, w4!.signingKey.sign(nestedHash).serialized, 'eth_signTypedData'),
      ecdsaSignature(w5!.address, w5!.signingKey.sign(nestedHash).serialized, 'eth_signTypedData'),
    ]);
    const contract = contractSignature(nestedAddress, inner);

    const all: SafeSignature[] = [eoa, ethSign, approved, contract];
    const signatures = buildSignatureBytes(all);
    expect(
      recoverSignatures(safeTxHash, signatures)
        .map((s) => s.signer)
        .sort(),
    ).toEqual(all.map((s) => s.signer).sort());
    const check = (sigs: string) =>
      main
        .getFunction('checkSignatures')
        .staticCall(safeTxHash, preimage, sigs)
        .then(() => 'valid');
    await expectOnChain(check(signatures)).resolves.toBe('valid');

    // The contract must be able to say no: a flipped bit, a missing owner, unsorted parts.
    const tampered = getBytes(signatures);
    tampered[10] = tampered[10]! ^ 1;
    await expectOnChain(check(hexlify(tampered))).rejects.toThrow();
    await expectOnChain(check(buildSignatureBytes([eoa, ethSign, approved]))).rejects.toThrow();
    // Swap the first two static parts: same signatures, not ordered by owner.
    const body = signatures.slice(2);
    const unsorted = `0x${body.slice(130, 260)}${body.slice(0, 130)}${body.slice(260)}`;
    await expectOnChain(check(unsorted)).rejects.toThrow();

    // Confirmations merged in any order, with a duplicate, give the same bytes.
    const merged = mergeSignatures([approved, eoa], [contract, eoa, ethSign]);
    expect(buildSignatureBytes(merged)).toBe(signatures);

    // And the Safe executes with them.
    const balance = await chain.provider.getBalance(wallets[8]!.address);
    const receipt = await (
      await wallets[9]!.sendTransaction({
        to: mainAddress,
        data: encodeExecTransaction(transaction, signatures),
      })
    ).wait();
    const events = receipt!.logs.map((log) => main.interface.parseLog(log)?.name);
    expectOnChain(events).toContain('ExecutionSuccess');
    expectOnChain(await chain.provider.getBalance(wallets[8]!.address)).toBe(balance + 5n);
    expectOnChain(await main.getFunction('nonce')()).toBe(nonce + 1n);
  });

  it('isValidSignature accepts owner signatures over the SafeMessage (off-chain message)', async () => {
    const [, , , , w4, w5] = wallets;
    for (const message of ['Off-chain message', typedMessage]) {
      const parameters = { safeAddress: nestedAddress, chainId: chain.chainId, version, message };
      const { domain, types, message: value } = getSafeMessageTypedData(parameters);
      const signature = buildSignatureBytes([
        ecdsaSignature(
          w4!.address,
          await w4!.signTypedData(domain, types, value),
          'eth_signTypedData',
        ),
        ecdsaSignature(
          w5!.address,
          await w5!.signTypedData(domain, types, value),
          'eth_signTypedData',
        ),
      ]);
      const dataHash = hashSafeMessageContent(message);
      expectOnChain(
        await isValidSafeSignature({ call, safeAddress: nestedAddress, dataHash, signature }),
      ).toBe(true);
      // Same signature, other content: no.
      const otherHash = hashSafeMessageContent('something else');
      expectOnChain(
        await isValidSafeSignature({
          call,
          safeAddress: nestedAddress,
          dataHash: otherHash,
          signature,
        }),
      ).toBe(false);
      // Only one of two owners: no.
      expectOnChain(
        await isValidSafeSignature({
          call,
          safeAddress: nestedAddress,
          dataHash,
          signature: signature.slice(0, 132),
        }),
      ).toBe(false);
    }
  });

  it('isValidSignature is false for garbage and never throws', async () => {
    const dataHash = hashSafeMessageContent('garbage test');
    const garbage = hexlify(randomBytes(65));
    expectOnChain(
      await isValidSafeSignature({
        call,
        safeAddress: nestedAddress,
        dataHash,
        signature: garbage,
      }),
    ).toBe(false);
    expectOnChain(
      await isValidSafeSignature({
        call,
        safeAddress: nestedAddress,
        dataHash,
        signature: '0x1234',
      }),
    ).toBe(false);
    // Not signed on chain either.
    expectOnChain(await isValidSafeSignature({ call, safeAddress: nestedAddress, dataHash })).toBe(
      false,
    );
    // A Safe without fallback handler, an EOA, a failing transport, a malformed hash.
    const bare = await createSafe({
      signer: wallets[0]!,
      owners: [wallets[4]!.address],
      threshold: 1,
      version,
      saltNonce: salt + 2n,
      fallbackHandler: ZeroAddress,
    });
    expectOnChain(
      await isValidSafeSignature({ call, safeAddress: bare, dataHash, signature: garbage }),
    ).toBe(false);
    expectOnChain(
      await isValidSafeSignature({ call, safeAddress: wallets[4]!.address, dataHash }),
    ).toBe(false);
    const failing = () => Promise.reject(new Error('network down'));
    expect(
      await isValidSafeSignature({ call: failing, safeAddress: nestedAddress, dataHash }),
    ).toBe(false);
    expect(await isValidSafeSignature({ call, safeAddress: nestedAddress, dataHash: '0x12' })).toBe(
      false,
    );
  });

  it('isValidSignature accepts a message signed on chain through SignMessageLib', async () => {
    const message = 'Signed on chain';
    const dataHash = hashSafeMessageContent(message);
    const messageHash = calculateSafeMessageHash({
      safeAddress: nestedAddress,
      chainId: chain.chainId,
      version,
      message,
    });
    expectOnChain(await isValidSafeSignature({ call, safeAddress: nestedAddress, dataHash })).toBe(
      false,
    );
    await signAndExecute({
      safe: nested,
      version,
      chainId: chain.chainId,
      signers: [wallets[4]!, wallets[5]!],
      executor: wallets[9]!,
      call: buildSignMessageCall({
        signMessageLib: deployments[version].signMessageLib,
        contentHash: dataHash,
      }),
    });
    expectOnChain(await nested.getFunction('signedMessages')(messageHash)).toBe(1n);
    expectOnChain(await isValidSafeSignature({ call, safeAddress: nestedAddress, dataHash })).toBe(
      true,
    );
  });
});
