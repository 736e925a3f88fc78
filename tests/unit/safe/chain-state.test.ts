// The review's chain truth, on a real Hardhat chain with the real Safe 1.4.1 contracts: what
// readSafeChainState reads over JSON-RPC, each gateway lie it exposes as a blocking finding,
// confirmations credited only when proven (approved hashes and EIP-1271 asked on chain), and
// high-s signatures accepted as the contract accepts them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contract, getBytes, hexlify, toBeHex, type HDNodeWallet } from 'ethers';
import {
  canonicalDeployment,
  createSafe,
  deploySafeContracts,
  startChain,
  testOwners,
  type Chain,
} from '../../../devnet/chain/index.js';
import type { TransactionDetails } from '../../../src/gateway/types';
import { createRpcReader, rpcEthCall } from '../../../src/query/rpc';
import {
  calculateSafeMessageHash,
  approvedHashSignature,
  buildSignatureBytes,
  checkSignatureOnChain,
  contractSignature,
  ecdsaSignature,
  encodeApproveHash,
  encodeSafeTxData,
  hashSafeMessageBytes,
  KNOWN_SAFE_SINGLETONS,
  readSafeChainState,
  recoverSignatures,
  SafeChainStateError,
  verifySafeTransaction,
  type SafeChainState,
} from '../../../src/safe/index.js';
import { addressInfo, makeSafeInfo, makeTransactionDetails } from './helpers/gateway-fixtures.js';
import type { SafeMessage } from '../../../src/gateway/types';
import {
  messageSignaturesNeedingChain,
  verifyMessageDetails,
} from '../../../src/session/review/verification';
import { createOnChainExpect } from './helpers/on-chain-expect.js';
import { safeContract, signAndExecute } from './helpers/safe-kit.js';

const expectOnChain = createOnChainExpect('chain-state');

let chain: Chain;
let wallets: HDNodeWallet[];
let safeAddress: string;
let state: SafeChainState;
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

beforeAll(async () => {
  chain = await startChain();
  await deploySafeContracts(chain.provider);
  wallets = testOwners(chain.provider, 8);
  safeAddress = await createSafe({
    signer: wallets[0]!,
    owners: [wallets[1]!.address, wallets[2]!.address, wallets[3]!.address],
    threshold: 2,
    version: '1.4.1',
    saltNonce: 77n,
  });
  await (await wallets[0]!.sendTransaction({ to: safeAddress, value: 10n ** 18n })).wait();
  // One executed transaction: the chain's nonce is 1 from here on.
  await signAndExecute({
    safe: safeContract(safeAddress, '1.4.1', chain.provider),
    version: '1.4.1',
    chainId: chain.chainId,
    signers: [wallets[1]!, wallets[2]!],
    executor: wallets[0]!,
    call: { to: wallets[5]!.address, value: 1n },
  });
  state = await readSafeChainState({ reader: createRpcReader(chain.rpcUrl), safeAddress });
}, 120_000);
afterAll(async () => {
  await chain?.stop();
});

/** The gateway's honest SafeInfo for the chain's Safe (nonce 1 after the executed transaction). */
const honestSafe = () => ({
  ...makeSafeInfo('1.4.1', safeAddress),
  nonce: 1,
});
const transfer = (nonce = 1n, signers = wallets.slice(1, 3)) =>
  makeTransactionDetails({ to: wallets[6]!.address, value: 5n }, { safeAddress, nonce, signers });
const run = (
  transaction: TransactionDetails,
  safe = honestSafe(),
  extra: Partial<Parameters<typeof verifySafeTransaction>[0]> = {},
) => verifySafeTransaction({ transaction, safe, chainId: '31337', chainState: state, ...extra });
const errors = (report: ReturnType<typeof run>) =>
  report.findings.filter((f) => f.severity === 'error');

describe('readSafeChainState', () => {
  it('reads owners, threshold, nonce, VERSION(), slot 0 and its code hash, and the chain id', () => {
    expectOnChain(state.owners).toEqual([1, 2, 3].map((i) => wallets[i]!.address));
    expectOnChain(state.threshold).toBe(2);
    expectOnChain(state.nonce).toBe(1n);
    expectOnChain(state.version).toBe('1.4.1');
    expectOnChain(state.implementation).toBe(canonicalDeployment('1.4.1', 'safeL2').address);
    expectOnChain(state.implementationCodeHash).toBe(
      KNOWN_SAFE_SINGLETONS.find((k) => k.version === '1.4.1' && k.l2)!.codeHash.toLowerCase(),
    );
    expectOnChain(state.implementationEmpty).toBe(false);
    expectOnChain(state.chainId).toBe('31337');
  });

  it('refuses an address that is not a Safe', async () => {
    await expect(
      readSafeChainState({
        reader: createRpcReader(chain.rpcUrl),
        safeAddress: wallets[7]!.address,
      }),
    ).rejects.toBeInstanceOf(SafeChainStateError);
  });
});

describe('verifySafeTransaction against the chain', () => {
  it('raises nothing for honest data', async () => {
    const report = run(await transfer());
    expect(report.findings).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.confirmations?.validSigners).toEqual([wallets[1]!.address, wallets[2]!.address]);
  });

  it.each([
    [
      'an added owner',
      'OWNERS_MISMATCH',
      (s: ReturnType<typeof honestSafe>) => ({
        ...s,
        owners: [...s.owners, addressInfo(wallets[6]!.address)],
      }),
    ],
    [
      'a changed threshold',
      'THRESHOLD_MISMATCH',
      (s: ReturnType<typeof honestSafe>) => ({
        ...s,
        threshold: 1,
      }),
    ],
    [
      'a renamed implementation',
      'IMPLEMENTATION_MISMATCH',
      (s: ReturnType<typeof honestSafe>) => ({
        ...s,
        implementation: addressInfo(canonicalDeployment('1.3.0', 'safeL2').address),
      }),
    ],
    [
      'a renamed version',
      'VERSION_MISMATCH',
      (s: ReturnType<typeof honestSafe>) => ({
        ...s,
        version: '1.3.0+L2',
      }),
    ],
    [
      'another chain id',
      'CHAIN_ID_MISMATCH',
      (s: ReturnType<typeof honestSafe>) => ({
        ...s,
        chainId: '1',
      }),
    ],
    ['another nonce', 'NONCE_MISMATCH', (s: ReturnType<typeof honestSafe>) => ({ ...s, nonce: 0 })],
  ])('blocks %s in the Safe info', async (_lie, code, lie) => {
    const report = run(await transfer(), lie(honestSafe()));
    expect(report.ok).toBe(false);
    expect(errors(report).map((f) => f.code)).toEqual([code]);
  });

  it('names both values', async () => {
    const report = run(await transfer(), { ...honestSafe(), threshold: 1 });
    expect(errors(report)[0]!.message).toBe(
      'The gateway says the threshold is 1; the chain says 2',
    );
  });

  it('hashes with the chain’s chain id, not a lying one', async () => {
    const report = run(await transfer(), honestSafe(), { chainId: '1' });
    expect(errors(report).map((f) => f.code)).toEqual(['CHAIN_ID_MISMATCH']);
    expect(report.hash).toBe(run(await transfer()).hash);
    expect(report.hash).not.toBeNull();
  });

  it('marks a forged confirmation and does not count it', async () => {
    const details = await transfer(1n, [wallets[1]!, wallets[6]!]);
    const info = details.detailedExecutionInfo as Extract<
      TransactionDetails['detailedExecutionInfo'],
      { type: 'MULTISIG' }
    >;
    info.confirmations[1]!.signer = addressInfo(wallets[2]!.address);
    const report = run(details);
    expect(errors(report).map((f) => f.code)).toEqual(['CONFIRMATION_SIGNER_MISMATCH']);
    expect(report.confirmations?.checks.map((c) => c.status)).toEqual(['valid', 'forged']);
    expect(report.confirmations?.validSigners).toEqual([wallets[1]!.address]);
  });

  it('credits only owners read from the chain', async () => {
    const details = await transfer(1n, [wallets[1]!, wallets[6]!]);
    const lyingSafe = {
      ...honestSafe(),
      owners: [...honestSafe().owners, addressInfo(wallets[6]!.address)],
    };
    const report = run(details, lyingSafe);
    expect(
      errors(report)
        .map((f) => f.code)
        .sort(),
    ).toEqual(['CONFIRMATION_SIGNER_NOT_OWNER', 'OWNERS_MISMATCH']);
    expect(report.confirmations?.validSigners).toEqual([wallets[1]!.address]);
  });

  it('says "does not match this data" when the hash itself mismatches', async () => {
    const details = await transfer();
    details.txData!.value = '6';
    const report = run(details);
    const signerFindings = report.findings.filter((f) => f.code === 'CONFIRMATION_SIGNER_MISMATCH');
    expect(signerFindings).toHaveLength(2);
    for (const finding of signerFindings) {
      expect(finding.message).toContain('does not match this data');
      expect(finding.actual).toBeUndefined();
    }
  });

  it('blocks a queued nonce the chain already used, and warns about one far ahead', async () => {
    expect(errors(run(await transfer(0n))).map((f) => f.code)).toEqual(['NONCE_ALREADY_USED']);
    const ahead = run(await transfer(60n));
    expect(ahead.ok).toBe(true);
    expect(ahead.findings.map((f) => f.code)).toEqual(['NONCE_FAR_AHEAD']);
    expect(run(await transfer(51n)).findings).toEqual([]);
  });
});

describe('confirmations the chain must confirm', () => {
  it('counts an approved hash only when approvedHashes(owner, hash) is set on chain', async () => {
    const details = await transfer(1n, [wallets[1]!]);
    const hash = run(details).hash!;
    const call = rpcEthCall(chain.rpcUrl);
    const approval = approvedHashSignature(wallets[3]!.address);
    const ask = () => checkSignatureOnChain({ call, safeAddress, hash, signature: approval });
    expectOnChain(await ask()).toBe(false);
    const info = details.detailedExecutionInfo as Extract<
      TransactionDetails['detailedExecutionInfo'],
      { type: 'MULTISIG' }
    >;
    info.confirmations.push({
      signer: addressInfo(wallets[3]!.address),
      signature: buildSignatureBytes([approval]),
      submittedAt: 1,
    });
    const denied = run(details, honestSafe(), {
      onChainSignatures: new Map([[wallets[3]!.address.toLowerCase(), await ask()]]),
    });
    expect(errors(denied).map((f) => f.code)).toEqual(['CONFIRMATION_NOT_ON_CHAIN']);
    expect(denied.confirmations?.validSigners).toHaveLength(1);
    const unasked = run(details);
    expect(unasked.ok).toBe(true);
    expect(unasked.confirmations?.checks[1]!.status).toBe('unverified');

    await (
      await wallets[3]!.sendTransaction({ to: safeAddress, data: encodeApproveHash(hash) })
    ).wait();
    expectOnChain(await ask()).toBe(true);
    const approved = run(details, honestSafe(), {
      onChainSignatures: new Map([[wallets[3]!.address.toLowerCase(), await ask()]]),
    });
    expect(approved.findings).toEqual([]);
    expect(approved.confirmations?.validSigners).toHaveLength(2);
    // The executor's own approval needs no stored hash (the contract checks msg.sender).
    const executorApproval = approvedHashSignature(wallets[2]!.address);
    expectOnChain(
      await checkSignatureOnChain({ call, safeAddress, hash, signature: executorApproval }),
    ).toBe(false);
    expect(
      await checkSignatureOnChain({
        call,
        safeAddress,
        hash,
        signature: executorApproval,
        executor: wallets[2]!.address,
      }),
    ).toBe(true);
  });

  it('counts a contract owner’s signature only when its isValidSignature returns the magic value', async () => {
    const nested = await createSafe({
      signer: wallets[0]!,
      owners: [wallets[4]!.address],
      threshold: 1,
      version: '1.4.1',
      saltNonce: 78n,
    });
    const main = await createSafe({
      signer: wallets[0]!,
      owners: [wallets[1]!.address, nested],
      threshold: 2,
      version: '1.4.1',
      saltNonce: 79n,
    });
    const details = await makeTransactionDetails(
      { to: wallets[6]!.address, value: 0n },
      { safeAddress: main, nonce: 0n, signers: [wallets[1]!] },
    );
    const mainState = await readSafeChainState({
      reader: createRpcReader(chain.rpcUrl),
      safeAddress: main,
    });
    const hash = verifySafeTransaction({
      transaction: details,
      safe: makeSafeInfo('1.4.1', main),
      chainId: '31337',
      chainState: mainState,
    }).hash!;
    const preimage = encodeSafeTxData({
      safeAddress: main,
      chainId: chain.chainId,
      version: '1.4.1',
      transaction: recoverTransaction(details),
    });
    const call = rpcEthCall(chain.rpcUrl);
    const sign = (message: string) =>
      buildSignatureBytes([
        ecdsaSignature(
          wallets[4]!.address,
          wallets[4]!.signingKey.sign(
            hashSafeMessageBytes({
              safeAddress: nested,
              chainId: chain.chainId,
              version: '1.4.1',
              message,
            }),
          ).serialized,
          'eth_signTypedData',
        ),
      ]);
    // Legacy form: the nested Safe signs the pre-image execTransaction hands it.
    const legacy = contractSignature(nested, sign(preimage));
    expectOnChain(
      await checkSignatureOnChain({ call, safeAddress: main, hash, preimage, signature: legacy }),
    ).toBe(true);
    // bytes32 form: the nested Safe signs abi.encode(hash).
    const current = contractSignature(nested, sign(hash));
    expectOnChain(
      await checkSignatureOnChain({ call, safeAddress: main, hash, signature: current }),
    ).toBe(true);
    const tampered = getBytes(current.data);
    tampered[5] = tampered[5]! ^ 1;
    expectOnChain(
      await checkSignatureOnChain({
        call,
        safeAddress: main,
        hash,
        preimage,
        signature: { ...current, data: hexlify(tampered) },
      }),
    ).toBe(false);
    // The Safe contract itself agrees with the legacy form.
    const safe = new Contract(
      main,
      ['function checkSignatures(bytes32,bytes,bytes) view'],
      chain.provider,
    );
    const info = details.detailedExecutionInfo as Extract<
      TransactionDetails['detailedExecutionInfo'],
      { type: 'MULTISIG' }
    >;
    const all = buildSignatureBytes([
      ...recoverSignatures(hash, info.confirmations[0]!.signature!),
      legacy,
    ]);
    await expectOnChain(
      safe
        .getFunction('checkSignatures')
        .staticCall(hash, preimage, all)
        .then(() => 'valid'),
    ).resolves.toBe('valid');
  });

  it('counts a contract owner’s message confirmation once the chain accepts it', async () => {
    const nested = await createSafe({
      signer: wallets[0]!,
      owners: [wallets[4]!.address],
      threshold: 1,
      version: '1.4.1',
      saltNonce: 80n,
    });
    const main = await createSafe({
      signer: wallets[0]!,
      owners: [wallets[1]!.address, nested],
      threshold: 2,
      version: '1.4.1',
      saltNonce: 81n,
    });
    const mainState = await readSafeChainState({
      reader: createRpcReader(chain.rpcUrl),
      safeAddress: main,
    });
    const text = 'countersign: a contract owner signs a message';
    const messageHash = calculateSafeMessageHash({
      safeAddress: main,
      chainId: chain.chainId,
      version: '1.4.1',
      message: text,
    });
    const ecdsa = ecdsaSignature(
      wallets[1]!.address,
      wallets[1]!.signingKey.sign(messageHash).serialized,
      'eth_signTypedData',
    );
    const gatewaySafe = {
      ...makeSafeInfo('1.4.1', main),
      nonce: 0,
      owners: mainState.owners.map(addressInfo),
    };
    const base: SafeMessage = {
      messageHash,
      status: 'NEEDS_CONFIRMATION',
      logoUri: null,
      name: null,
      message: text,
      creationTimestamp: 0,
      modifiedTimestamp: 0,
      confirmationsSubmitted: 1,
      confirmationsRequired: 2,
      proposedBy: addressInfo(wallets[1]!.address),
      confirmations: [{ owner: addressInfo(wallets[1]!.address), signature: ecdsa.data }],
      preparedSignature: null,
    };
    const checked = { status: 'checked' as const, state: mainState, rpcUrl: chain.rpcUrl };
    const first = verifyMessageDetails(base, gatewaySafe, '31337', undefined, checked);
    // The nested Safe signs the EIP-712 pre-image the main Safe hands its legacy isValidSignature.
    const nestedSignature = buildSignatureBytes([
      ecdsaSignature(
        wallets[4]!.address,
        wallets[4]!.signingKey.sign(
          hashSafeMessageBytes({
            safeAddress: nested,
            chainId: chain.chainId,
            version: '1.4.1',
            message: first.preimage!,
          }),
        ).serialized,
        'eth_signTypedData',
      ),
    ]);
    const part = contractSignature(nested, nestedSignature);
    const message: SafeMessage = {
      ...base,
      confirmations: [
        ...base.confirmations,
        { owner: addressInfo(nested), signature: buildSignatureBytes([part]) },
      ],
      preparedSignature: buildSignatureBytes([ecdsa, part]),
    };
    const call = rpcEthCall(chain.rpcUrl);
    const needed = messageSignaturesNeedingChain(messageHash, message);
    expect(needed).toHaveLength(1);
    const ok = await checkSignatureOnChain({
      call,
      safeAddress: main,
      hash: messageHash,
      preimage: first.preimage!,
      signature: needed[0]!,
    });
    expectOnChain(ok).toBe(true);
    const result = verifyMessageDetails(message, gatewaySafe, '31337', undefined, {
      ...checked,
      onChainSignatures: new Map([[nested.toLowerCase(), ok]]),
    });
    expect(result.confirmations?.checks.map((c) => c.status)).toEqual(['valid', 'valid']);
    expect(result.findings.map((f) => f.code)).not.toContain('PREPARED_SIGNATURE_INVALID');
    // The Safe contract agrees: the prepared signature passes checkSignatures over the message.
    const safe = new Contract(
      main,
      ['function checkSignatures(bytes32,bytes,bytes) view'],
      chain.provider,
    );
    await expectOnChain(
      safe
        .getFunction('checkSignatures')
        .staticCall(messageHash, first.preimage!, message.preparedSignature!)
        .then(() => 'valid'),
    ).resolves.toBe('valid');
  });

  it('accepts a high-s ECDSA signature, as the contract does', async () => {
    const details = await transfer();
    const info = details.detailedExecutionInfo as Extract<
      TransactionDetails['detailedExecutionInfo'],
      { type: 'MULTISIG' }
    >;
    const bytes = getBytes(info.confirmations[0]!.signature!);
    const s = BigInt(hexlify(bytes.slice(32, 64)));
    bytes.set(getBytes(toBeHex(N - s, 32)), 32);
    bytes[64] = bytes[64] === 27 ? 28 : 27;
    info.confirmations[0]!.signature = hexlify(bytes);
    const report = run(details);
    expect(report.findings).toEqual([]);
    expect(report.confirmations?.validSigners).toHaveLength(2);
    const safe = new Contract(
      safeAddress,
      ['function checkSignatures(bytes32,bytes,bytes) view'],
      chain.provider,
    );
    const preimage = encodeSafeTxData({
      safeAddress,
      chainId: chain.chainId,
      version: '1.4.1',
      transaction: report.transaction!,
    });
    const signatures = buildSignatureBytes(
      info.confirmations.flatMap((c) => recoverSignatures(report.hash!, c.signature!)),
    );
    await expectOnChain(
      safe
        .getFunction('checkSignatures')
        .staticCall(report.hash, preimage, signatures)
        .then(() => 'valid'),
    ).resolves.toBe('valid');
  });
});

function recoverTransaction(details: TransactionDetails) {
  return verifySafeTransaction({
    transaction: details,
    safe: makeSafeInfo('1.4.1', details.safeAddress),
    chainId: '31337',
  }).transaction!;
}
