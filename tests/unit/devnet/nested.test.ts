// The seeded Safe owned by the main Safe, on the devnet gateway: its queued transaction waits for
// the parent; a contract signature from the parent (v = 0) is refused by the confirmations endpoint
// (as CGW does: no dynamic parts) but executes on chain; the parent's executed approveHash is indexed as its approved-hash confirmation (v = 1).
import { parseEther, type Wallet } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SafeInfo, TransactionDetails } from '../../../src/gateway';
import {
  buildExecutionCall,
  buildParentApprovalCall,
  buildSignatureBytes,
  contractSignature,
  createSafeTransaction,
  encodeSafeTxData,
  hashSafeMessageBytes,
  recoverSignatures,
} from '../../../src/safe';
import type { Devnet } from '../../../devnet/devnet';
import { SeedClient } from '../../../devnet/seed/safe-ops';
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

describe('the Safe owned by the main Safe', () => {
  it('is seeded 2-of-2 with main and #5, its nonce 0 confirmed by #5 and waiting', async () => {
    const { nested, main } = safes;
    const info = await call<SafeInfo>(`${base}/safes/${nested.address}`);
    expect(info.body.owners.map((o) => o.value)).toEqual([main.address, owners[5]!.address]);
    expect(info.body.threshold).toBe(2);
    const details = await call<TransactionDetails>(
      `${base}/transactions/${nested.queuedSafeTxHash}`,
    );
    expect(details.body.txStatus).toBe('AWAITING_CONFIRMATIONS');
    expect(confirmationsOf(details.body).map((c) => c.signer.value)).toEqual([owners[5]!.address]);
  });

  it('refuses a contract signature with a dynamic part, as CGW does; on chain it executes', async () => {
    const { nested, main } = safes;
    const parameters = {
      safeAddress: nested.address,
      chainId: 31337n,
      version: '1.4.1',
      transaction: createSafeTransaction(
        { to: owners[4]!.address, value: parseEther('0.1'), data: '0x', operation: 0 },
        { nonce: 0n },
      ),
    };
    // Safe 1.4.1 hands a contract owner the EIP-712 pre-image: main's owners sign main's
    // SafeMessage over those bytes.
    const messageHash = hashSafeMessageBytes({
      safeAddress: main.address,
      chainId: 31337n,
      version: '1.4.1',
      message: encodeSafeTxData(parameters),
    });
    const parentSignatures = buildSignatureBytes(
      [owners[0]!, owners[1]!].map((o) => ({
        signer: o.address,
        type: 'EOA' as const,
        data: o.signingKey.sign(messageHash).serialized,
      })),
    );
    const parentPart = contractSignature(main.address, parentSignatures);
    const answer = await call(
      `${base}/transactions/${nested.queuedSafeTxHash}/confirmations`,
      'POST',
      { signature: buildSignatureBytes([parentPart]) },
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message: 'Invalid signature' });

    const third = (
      await call<TransactionDetails>(`${base}/transactions/${nested.queuedSafeTxHash}`)
    ).body;
    const own = confirmationsOf(third)[0]!;
    const execution = buildExecutionCall({
      safeAddress: nested.address,
      transaction: parameters.transaction,
      signatures: [...recoverSignatures(nested.queuedSafeTxHash, own.signature!), parentPart],
    });
    await (await owners[5]!.sendTransaction({ ...execution, gasLimit: 1_000_000n })).wait();
    await call(`${devnet.gatewayUrl}/devnet/sync`, 'POST');
    const executed = (
      await call<TransactionDetails>(`${base}/transactions/${nested.queuedSafeTxHash}`)
    ).body;
    expect(executed.txStatus).toBe('SUCCESS');
    // Recovered from the executed signatures: main confirmed, with no standalone bytes to show.
    const listed = confirmationsOf(executed).find((c) => c.signer.value === main.address);
    expect(listed?.signature).toBeNull();
  });

  it("indexes the parent's executed approveHash as its approved-hash confirmation", async () => {
    const { nested, main } = safes;
    const client = new SeedClient(devnet.gatewayUrl, owners[0]!.provider as never, 31337n);
    // A new proposal at the next nonce (nonce 0 was executed above).
    const other = await client.propose(
      { address: nested.address, version: '1.4.1' },
      { to: owners[4]!.address, value: 1n },
      1,
      [owners[5]! as never],
    );
    const mainNonce = Number((await call<SafeInfo>(`${base}/safes/${main.address}`)).body.nonce);
    const approve = buildParentApprovalCall(nested.address, other);
    await client.execute(
      main,
      { to: approve.to, data: approve.data },
      mainNonce,
      [owners[0]! as never, owners[1]! as never],
      owners[0]! as never,
    );
    await client.sync();
    const details = await call<TransactionDetails>(`${base}/transactions/${other}`);
    const listed = confirmationsOf(details.body).find((c) => c.signer.value === main.address);
    expect(listed?.signature).toBe(
      `0x${main.address.slice(2).toLowerCase().padStart(64, '0')}${'00'.repeat(32)}01`,
    );
    expect(details.body.txStatus).toBe('AWAITING_EXECUTION');
  });
});
