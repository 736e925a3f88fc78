// Transaction flows on the devnet gateway: proposal rules, confirmations, delete, execution outside
// the app picked up by the indexer, queue paging across conflict edges, history day labels.
import type { Wallet } from 'ethers';
import { ZeroAddress, parseEther } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  TransactionDetails,
  TransactionItem,
  TransactionListItem,
  TransactionListPage,
} from '../../../src/gateway';
import { createSafe } from '../../../devnet/chain/index.js';
import type { Devnet } from '../../../devnet/devnet';
import {
  computeSafeTxHash,
  encodeExecTransactionData,
  concatSortedSignatures,
  deleteRequestHash,
  type SafeTxFields,
} from '../../../devnet/gateway/safe-logic';
import { useSeededDevnet } from './fixture';
import { call } from './http';

let devnet: Devnet;
let base: string;
let main: string;
let owners: Wallet[];
const seeded = useSeededDevnet();
beforeAll(() => ({ devnet, base, main, owners } = seeded));

function fields(nonce: number, to: string, value = 0n, data = '0x', operation = 0): SafeTxFields {
  return {
    to,
    value,
    data,
    operation,
    safeTxGas: 0n,
    baseGas: 0n,
    gasPrice: 0n,
    gasToken: ZeroAddress,
    refundReceiver: ZeroAddress,
    nonce: BigInt(nonce),
  };
}

function body(f: SafeTxFields, sender: Wallet, overrides: Record<string, unknown> = {}) {
  const safeTxHash = computeSafeTxHash(f, '1.4.1', 31337n, main);
  return {
    to: f.to,
    value: f.value.toString(),
    data: f.data === '0x' ? null : f.data,
    nonce: f.nonce.toString(),
    operation: f.operation,
    safeTxGas: '0',
    baseGas: '0',
    gasPrice: '0',
    gasToken: ZeroAddress,
    refundReceiver: ZeroAddress,
    safeTxHash,
    sender: sender.address,
    signature: sender.signingKey.sign(safeTxHash).serialized,
    origin: JSON.stringify({ url: 'https://app.local', name: 'Test', note: '<b>hi</b>' }),
    ...overrides,
  };
}

const propose = (b: unknown) =>
  call<TransactionDetails>(`${base}/transactions/${main}/propose`, 'POST', b);
const sync = () => call(`${devnet.gatewayUrl}/devnet/sync`, 'POST');
const items = (page: TransactionListPage) =>
  page.results.filter((i): i is TransactionItem => i.type === 'TRANSACTION');

async function execute(f: SafeTxFields, signers: Wallet[]): Promise<string> {
  const hash = computeSafeTxHash(f, '1.4.1', 31337n, main);
  const signatures = concatSortedSignatures(
    signers.map((s) => ({ owner: s.address, signature: s.signingKey.sign(hash).serialized })),
  );
  const data = encodeExecTransactionData(f, signatures);
  const tx = await owners[2]!.sendTransaction({ to: main, data, gasLimit: 500_000n });
  await tx.wait();
  return tx.hash;
}

describe('proposal rules', () => {
  it('rejects a stale nonce, an untrusted delegatecall, a wrong hash and a non-owner signer', async () => {
    const o4 = owners[4]!.address;
    expect((await propose(body(fields(13, o4, 1n), owners[0]!))).body).toEqual({
      message: 'Invalid nonce',
      statusCode: 422,
    });
    expect(
      (await propose(body(fields(16, devnet.safes!.erc20, 0n, '0x', 1), owners[0]!))).body,
    ).toEqual({
      message: 'Delegate call is disabled',
      statusCode: 422,
    });
    expect(
      (await propose(body(fields(16, o4, 1n), owners[0]!, { safeTxHash: `0x${'11'.repeat(32)}` })))
        .body,
    ).toEqual({
      message: 'Invalid safeTxHash',
      statusCode: 422,
    });
    expect((await propose(body(fields(16, o4, 1n), owners[5]!))).body).toEqual({
      message: 'Invalid signature',
      statusCode: 422,
    });
    expect(
      (await propose(body(fields(16, o4, 1n), owners[0]!, { signature: '0x1234' }))).body,
    ).toMatchObject({
      statusCode: 422,
      code: 'custom',
      message: 'Invalid signature',
      path: ['signature'],
    });
    expect(
      (await propose(body(fields(16, o4, 1n), owners[0]!, { gasToken: undefined }))).body,
    ).toMatchObject({
      code: 'invalid_type',
      path: ['gasToken'],
    });
  });

  it('stores a valid proposal and returns its TransactionDetails with the note stripped of HTML', async () => {
    const answer = await propose(body(fields(16, owners[4]!.address, 7n), owners[0]!));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      safeAddress: main,
      txStatus: 'AWAITING_CONFIRMATIONS',
      txInfo: { type: 'Transfer', transferInfo: { type: 'NATIVE_COIN', value: '7' } },
      note: 'hi',
      detailedExecutionInfo: {
        type: 'MULTISIG',
        nonce: 16,
        proposer: { value: owners[0]!.address },
      },
    });
    expect(answer.body.txId).toMatch(new RegExp(`^multisig_${main}_0x[0-9a-f]{64}$`));
  });
});

describe('confirmations and delete', () => {
  it('adds confirmations in both body forms, ignores duplicates and rejects non-owners', async () => {
    const f = fields(16, owners[4]!.address, 8n);
    const proposed = await propose(body(f, owners[0]!));
    const hash = proposed.body.txId.split('_')[2]!;
    const url = `${base}/transactions/${hash}/confirmations`;
    const nonOwner = await call(url, 'POST', {
      signature: owners[5]!.signingKey.sign(hash).serialized,
    });
    expect(nonOwner.body).toEqual({ message: 'Invalid signature', statusCode: 422 });
    const first = await call<TransactionDetails>(url, 'POST', {
      signedSafeTxHash: owners[1]!.signingKey.sign(hash).serialized,
    });
    expect(first.status).toBe(200);
    expect(first.body.txStatus).toBe('AWAITING_EXECUTION');
    const again = await call<TransactionDetails>(url, 'POST', {
      signature: owners[1]!.signingKey.sign(hash).serialized,
    });
    expect(again.status).toBe(200);
    expect(again.body.detailedExecutionInfo).toMatchObject({ confirmations: [{}, {}] });
    expect(
      (
        await call(`${base}/transactions/0x${'00'.repeat(32)}/confirmations`, 'POST', {
          signature: owners[1]!.signingKey.sign(hash).serialized,
        })
      ).status,
    ).toBe(404);
  });

  it('deletes only with the proposer’s DeleteRequest signature', async () => {
    const proposed = await propose(body(fields(16, owners[4]!.address, 9n), owners[1]!));
    const hash = proposed.body.txId.split('_')[2]!;
    const totp = BigInt(Math.floor(Date.now() / 3_600_000));
    const sign = (w: Wallet) =>
      w.signingKey.sign(deleteRequestHash(hash, totp, 31337n, main)).serialized;
    const wrong = await call(`${base}/transactions/${hash}`, 'DELETE', {
      signature: sign(owners[0]!),
    });
    expect(wrong.status).toBe(400);
    expect((await call(`${base}/transactions/${hash}`, 'DELETE', { signature: 42 })).status).toBe(
      422,
    );
    const ok = await call(`${base}/transactions/${hash}`, 'DELETE', {
      signature: sign(owners[1]!),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toBeNull();
    expect((await call(`${base}/transactions/${hash}`)).status).toBe(404);
  });
});

describe('execution outside the app', () => {
  it('indexes a proposed transaction executed directly on chain and links its proposal', async () => {
    const queue = await call<TransactionListPage>(`${base}/safes/${main}/transactions/queued`);
    const ready = items(queue.body).find(
      (i) =>
        i.transaction.txStatus === 'AWAITING_EXECUTION' &&
        i.transaction.executionInfo?.type === 'MULTISIG' &&
        i.transaction.executionInfo.nonce === 14,
    )!;
    const txHash = await execute(fields(14, owners[4]!.address, parseEther('0.5')), [
      owners[0]!,
      owners[1]!,
    ]);
    await sync();
    const details = await call<TransactionDetails>(`${base}/transactions/${ready.transaction.id}`);
    expect(details.body).toMatchObject({
      txStatus: 'SUCCESS',
      txHash,
      detailedExecutionInfo: {
        proposer: { value: owners[0]!.address },
        executor: { value: owners[2]!.address },
      },
    });
    const rejection = items(queue.body).find((i) => i.transaction.txInfo.type === 'Custom')!;
    expect(
      (await call<TransactionDetails>(`${base}/transactions/${rejection.transaction.id}`)).body
        .txStatus,
    ).toBe('CANCELLED');
    const history = await call<TransactionListPage>(`${base}/safes/${main}/transactions/history`);
    expect(items(history.body)[0]!.transaction.id).toBe(ready.transaction.id);
  });

  it('indexes a transaction that was never proposed to the gateway', async () => {
    const f = fields(15, owners[5]!.address, 3n);
    const txHash = await execute(f, [owners[1]!, owners[2]!]);
    await sync();
    const history = await call<TransactionListPage>(`${base}/safes/${main}/transactions/history`);
    const top = items(history.body)[0]!.transaction;
    expect(top.txHash).toBe(txHash);
    const details = await call<TransactionDetails>(`${base}/transactions/${top.id}`);
    expect(details.body.detailedExecutionInfo).toMatchObject({
      proposer: null,
      confirmations: expect.arrayContaining([
        expect.objectContaining({
          signer: { value: owners[1]!.address, name: null, logoUri: null },
        }),
      ]),
    });
    expect((await call<{ nonce: number }>(`${base}/safes/${main}`)).body.nonce).toBe(16);
  });
});

describe('queue paging', () => {
  it('keeps conflicts across page edges and builds absolute cursor URLs', async () => {
    // Clear nonce 16 (earlier proposals) by executing one of them directly.
    await execute(fields(16, owners[4]!.address, 7n), [owners[0]!, owners[1]!]);
    await sync();
    const o5 = owners[5]!.address;
    for (const [nonce, value] of [
      [17, 1n],
      [18, 1n],
      [18, 2n],
      [18, 3n],
      [19, 1n],
    ] as const)
      expect((await propose(body(fields(nonce, o5, value), owners[0]!))).status).toBe(200);
    const url = `${base}/safes/${main}/transactions/queued?cursor=limit%3D3%26offset%3D0`;
    const first = await call<TransactionListPage>(url);
    const shape = (page: TransactionListPage) =>
      page.results.map((i: TransactionListItem) =>
        i.type === 'TRANSACTION'
          ? `${i.conflictType}`
          : i.type === 'LABEL'
            ? i.label
            : `${i.type}:${'nonce' in i ? i.nonce : ''}`,
      );
    expect(shape(first.body)).toEqual([
      'Next',
      'None',
      'Queued',
      'CONFLICT_HEADER:18',
      'HasNext',
      'HasNext',
    ]);
    expect(first.body.count).toBe(6);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe(
      `${base}/safes/${main}/transactions/queued?cursor=limit%3D3%26offset%3D3`,
    );
    const second = await call<TransactionListPage>(first.body.next!);
    expect(shape(second.body)).toEqual(['End', 'None']);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toBe(
      `${base}/safes/${main}/transactions/queued?cursor=limit%3D3%26offset%3D0`,
    );
  });
});

describe('history day labels', () => {
  it('labels each day with its first transaction, by timezone, and keeps the creation last', async () => {
    const legacy = devnet.safes!.legacy.address;
    const days = [
      Date.UTC(2026, 0, 5, 12),
      Date.UTC(2026, 0, 2, 0, 30),
      Date.UTC(2026, 0, 1, 23, 30),
    ];
    days.forEach((at, i) =>
      devnet.gateway.ctx.db.run(
        `INSERT INTO multisig_txs (safe_tx_hash, safe, to_address, value, data, operation, safe_tx_gas, base_gas, gas_price,
           gas_token, refund_receiver, nonce, submitted_at, modified_at, executed, is_successful, tx_hash, executed_at,
           confirmations_required) VALUES (?, ?, ?, '1', NULL, 0, '0', '0', '0', ?, ?, ?, ?, ?, 1, 1, ?, ?, 1)`,
        [
          `0x${String(i + 1).padStart(64, 'a')}`,
          legacy,
          owners[4]!.address,
          ZeroAddress,
          ZeroAddress,
          100 + i,
          at,
          at,
          `0x${String(i).padStart(64, 'b')}`,
          at,
        ],
      ),
    );
    const labels = async (query: string) => {
      const page = await call<TransactionListPage>(
        `${base}/safes/${legacy}/transactions/history?${query}`,
      );
      return page.body.results
        .filter((i) => i.type === 'DATE_LABEL')
        .map((i) => ('timestamp' in i ? i.timestamp : 0))
        .filter((t) => t < Date.UTC(2026, 5));
    };
    expect(await labels('timezone=UTC')).toEqual([days[0], days[1], days[2]]);
    expect(await labels('timezone=Europe/Berlin')).toEqual([days[0], days[1]]);
    expect(await labels('timezone_offset=3600000')).toEqual([days[0], days[1]]);
    expect(
      (await call(`${base}/safes/${legacy}/transactions/history?timezone=Nowhere/City`)).body,
    ).toMatchObject({ message: 'Invalid Timezone' });
    expect(
      (await call(`${base}/safes/${legacy}/transactions/history?timezone_offset=abc`)).status,
    ).toBe(400);
    const all = await call<TransactionListPage>(`${base}/safes/${legacy}/transactions/history`);
    expect(items(all.body).at(-1)!.transaction.txInfo.type).toBe('Creation');
  });
});

describe('non-L2 Safes', () => {
  it('indexes a Safe without SafeL2 events from its execTransaction calldata', async () => {
    const owner = owners[3]!;
    const safe = await createSafe({
      signer: owner,
      owners: [owner.address],
      threshold: 1,
      version: '1.4.1',
      l2: false,
      saltNonce: 77n,
    });
    await (await owner.sendTransaction({ to: safe, value: parseEther('1') })).wait();
    const f = fields(0, owners[4]!.address, 5n);
    const hash = computeSafeTxHash(f, '1.4.1', 31337n, safe);
    const data = encodeExecTransactionData(f, owner.signingKey.sign(hash).serialized);
    const sent = await owner.sendTransaction({ to: safe, data, gasLimit: 300_000n });
    await sent.wait();
    await sync();
    const history = await call<TransactionListPage>(`${base}/safes/${safe}/transactions/history`);
    const executed = items(history.body).find((i) => i.transaction.txHash === sent.hash)!;
    expect(executed.transaction).toMatchObject({
      id: `multisig_${safe}_${hash}`,
      txStatus: 'SUCCESS',
      txInfo: {
        type: 'Transfer',
        direction: 'OUTGOING',
        transferInfo: { type: 'NATIVE_COIN', value: '5' },
      },
      executionInfo: { nonce: 0, confirmationsSubmitted: 1 },
    });
    expect(items(history.body).at(-1)!.transaction.txInfo).toMatchObject({
      type: 'Creation',
      implementation: { value: '0x41675C099F32341bf84BFc5382aF534df5C7461a' },
    });
  });
});
