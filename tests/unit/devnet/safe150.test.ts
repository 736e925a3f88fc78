// Safe 1.5.0 on the devnet: the contracts sit at their canonical addresses with the canonical code,
// the seeded 1.5.0 Safe owned by the main Safe is served like any other (version, implementation,
// owners, queue), and its parent confirms by a Safe message on the gateway whose prepared signature
// the 1.5.0 child accepts on chain as a v = 0 contract signature.
import { getAddress, keccak256, parseEther, type Wallet } from 'ethers';
import * as safeDeployments from '@safe-global/safe-deployments';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SafeInfo, SafeMessage, TransactionDetails } from '../../../src/gateway';
import {
  buildExecutionCall,
  calculateSafeMessageHash,
  calculateSafeTxHash,
  checkSignatureOnChain,
  collectExecutionSignatures,
  contractSignature,
  createSafeTransaction,
  parentMessageContent,
  parentMessageHash,
  parentMessageSignature,
} from '../../../src/safe';
import type { Devnet } from '../../../devnet/devnet';
import type { SeedResult } from '../../../devnet/seed/seed';
import { useSeededDevnet } from './fixture';
import { call } from './http';

let devnet: Devnet;
let base: string;
let owners: Wallet[];
let safes: SeedResult;
const seeded = useSeededDevnet();
beforeAll(() => {
  ({ devnet, base, owners } = seeded);
  safes = devnet.safes!;
});

const confirmationsOf = (details: TransactionDetails) =>
  details.detailedExecutionInfo?.type === 'MULTISIG'
    ? details.detailedExecutionInfo.confirmations
    : [];

describe('Safe 1.5.0 on the devnet', () => {
  it('has the canonical 1.5.0 singletons with their published code hashes', async () => {
    for (const getter of [
      safeDeployments.getSafeSingletonDeployment,
      safeDeployments.getSafeL2SingletonDeployment,
    ]) {
      const deployment = getter({ version: '1.5.0' })!;
      const canonical = deployment.deployments.canonical!;
      const code = await devnet.chain.provider.getCode(canonical.address);
      expect(keccak256(code)).toBe(canonical.codeHash.toLowerCase());
    }
  });

  it('serves the seeded 1.5.0 child: version, implementation, owners and its queue', async () => {
    const { nested150, main } = safes;
    const info = (await call<SafeInfo>(`${base}/safes/${nested150.address}`)).body;
    expect(info.version).toBe('1.5.0');
    expect(info.implementationVersionState).toBe('UP_TO_DATE');
    const l2 = safeDeployments.getSafeL2SingletonDeployment({ version: '1.5.0' })!;
    expect(info.implementation.value).toBe(getAddress(l2.deployments.canonical!.address));
    expect(info.implementation.name).toBe('SafeL2 1.5.0');
    expect(info.owners.map((o) => o.value)).toEqual([main.address, owners[5]!.address]);
    expect(info.threshold).toBe(2);
    const details = (
      await call<TransactionDetails>(`${base}/transactions/${nested150.queuedSafeTxHash}`)
    ).body;
    expect(details.txStatus).toBe('AWAITING_CONFIRMATIONS');
    expect(confirmationsOf(details).map((c) => c.signer.value)).toEqual([owners[5]!.address]);
  });

  it('keeps messages of the 1.5.0 Safe under the hash a 1.5.0 domain gives', async () => {
    const { nested150 } = safes;
    const message = 'Countersign devnet: a message for the 1.5.0 Safe';
    const messageHash = calculateSafeMessageHash({
      safeAddress: nested150.address,
      chainId: 31337n,
      version: '1.5.0',
      message,
    });
    const created = await call(`${base}/safes/${nested150.address}/messages`, 'POST', {
      message,
      signature: owners[5]!.signingKey.sign(messageHash).serialized,
      safeAppId: null,
    });
    expect(created.status).toBe(200);
    const stored = (await call<SafeMessage>(`${base}/messages/${messageHash}`)).body;
    expect(stored).toMatchObject({
      status: 'NEEDS_CONFIRMATION',
      confirmationsSubmitted: 1,
      confirmationsRequired: 2,
    });
  });

  it('takes the parent’s Safe message over the child transaction; the child executes with it', async () => {
    const { nested150, main } = safes;
    const parameters = {
      safeAddress: nested150.address,
      chainId: 31337n,
      version: '1.5.0',
      transaction: createSafeTransaction(
        { to: owners[4]!.address, value: parseEther('0.1'), data: '0x', operation: 0 },
        { nonce: 0n },
      ),
    };
    const safeTxHash = calculateSafeTxHash(parameters);
    expect(safeTxHash).toBe(nested150.queuedSafeTxHash);
    const messageHash = parentMessageHash({
      parentAddress: main.address,
      parentVersion: '1.4.1',
      child: parameters,
    });
    const sign = (owner: Wallet) => owner.signingKey.sign(messageHash).serialized;
    const created = await call(`${base}/safes/${main.address}/messages`, 'POST', {
      message: parentMessageContent(parameters),
      signature: sign(owners[0]!),
      safeAppId: null,
    });
    expect(created.status).toBe(200);
    await call(`${base}/messages/${messageHash}/signatures`, 'POST', {
      signature: sign(owners[1]!),
    });
    const message = (await call<SafeMessage>(`${base}/messages/${messageHash}`)).body;
    expect(message.status).toBe('CONFIRMED');
    const signature = parentMessageSignature(message, '1.5.0');
    expect(signature).not.toBeNull();

    const chainCall = (to: string, data: string) => devnet.chain.provider.call({ to, data });
    expect(
      await checkSignatureOnChain({
        call: chainCall,
        safeAddress: nested150.address,
        hash: safeTxHash,
        signature: contractSignature(main.address, signature!),
      }),
    ).toBe(true);

    const details = (await call<TransactionDetails>(`${base}/transactions/${safeTxHash}`)).body;
    const { signatures, enough } = collectExecutionSignatures({
      safeTxHash,
      confirmations: confirmationsOf(details).map((c) => ({
        signer: c.signer.value,
        signature: c.signature ?? null,
      })),
      owners: [main.address, owners[5]!.address],
      threshold: 2,
      contractSignaturesOnChain: [{ owner: main.address, signature: signature! }],
    });
    expect(enough).toBe(true);
    const execution = buildExecutionCall({
      safeAddress: nested150.address,
      transaction: parameters.transaction,
      signatures,
    });
    await (await owners[5]!.sendTransaction({ ...execution, gasLimit: 1_000_000n })).wait();
    await call(`${devnet.gatewayUrl}/devnet/sync`, 'POST');
    const executed = (await call<TransactionDetails>(`${base}/transactions/${safeTxHash}`)).body;
    expect(executed.txStatus).toBe('SUCCESS');
  });
});
