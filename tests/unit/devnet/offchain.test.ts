// Off-chain features of the devnet gateway: messages, delegates, push registrations and the alert
// outbox, e-mail registration (CGW 1.37 contract) and the relay with its limit.
import type { JsonRpcProvider } from 'ethers';
import {
  Contract,
  Wallet,
  ZeroAddress,
  getBytes,
  keccak256,
  parseEther,
  toUtf8Bytes,
} from 'ethers';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SafeMessage, SafeMessageListPage, TransactionDetails } from '../../../src/gateway';
import type { Devnet } from '../../../devnet/devnet';
import type { OutboxEntry } from '../../../devnet/gateway/alerts/alert-sink';
import {
  computeSafeMessageHash,
  computeSafeTxHash,
  encodeExecTransactionData,
  concatSortedSignatures,
  notificationRegistrationHash,
  type SafeTxFields,
} from '../../../devnet/gateway/safe-logic';
import { useSeededDevnet } from './fixture';
import { call } from './http';

let devnet: Devnet;
let base: string;
let main: string;
let provider: JsonRpcProvider;
let owners: Wallet[];
const seeded = useSeededDevnet();
beforeAll(() => ({ devnet, base, main, provider, owners } = seeded));

const outbox = async () => (await call<OutboxEntry[]>(`${devnet.gatewayUrl}/devnet/outbox`)).body;
const sync = () => call(`${devnet.gatewayUrl}/devnet/sync`, 'POST');
const nonceOf = async () => (await call<{ nonce: number }>(`${base}/safes/${main}`)).body.nonce;

function tx(nonce: number, to: string, value: bigint): SafeTxFields {
  return {
    to,
    value,
    data: '0x',
    operation: 0,
    safeTxGas: 0n,
    baseGas: 0n,
    gasPrice: 0n,
    gasToken: ZeroAddress,
    refundReceiver: ZeroAddress,
    nonce: BigInt(nonce),
  };
}

function execData(f: SafeTxFields, signers: Wallet[]): string {
  const hash = computeSafeTxHash(f, '1.4.1', 31337n, main);
  const signatures = concatSortedSignatures(
    signers.map((s) => ({ owner: s.address, signature: s.signingKey.sign(hash).serialized })),
  );
  return encodeExecTransactionData(f, signatures);
}

describe('messages', () => {
  it('lists messages under a UTC day label and confirms one to CONFIRMED with a prepared signature', async () => {
    const list = await call<SafeMessageListPage>(`${base}/safes/${main}/messages`);
    expect(list.body.count).toBe(2);
    expect(list.body.results[0]).toMatchObject({ type: 'DATE_LABEL' });
    const label = list.body.results[0] as { timestamp: number };
    expect(label.timestamp % 86_400_000).toBe(0);
    const pending = list.body.results.find(
      (m) => m.type === 'MESSAGE' && m.status === 'NEEDS_CONFIRMATION',
    ) as SafeMessage;
    expect(pending.preparedSignature).toBeNull();
    const confirmed = list.body.results.find(
      (m) => m.type === 'MESSAGE' && m.status === 'CONFIRMED',
    ) as SafeMessage;
    expect(confirmed.confirmationsSubmitted).toBe(2);

    const signature = owners[1]!.signingKey.sign(pending.messageHash).serialized;
    expect(
      (await call(`${base}/messages/${pending.messageHash}/signatures`, 'POST', { signature }))
        .status,
    ).toBe(200);
    const after = await call<SafeMessage>(`${base}/messages/${pending.messageHash}`);
    expect(after.body.status).toBe('CONFIRMED');
    const expected = [owners[0]!, owners[1]!]
      .sort((a, b) => (a.address.toLowerCase() < b.address.toLowerCase() ? -1 : 1))
      .map((w) => w.signingKey.sign(pending.messageHash).serialized.slice(2))
      .join('');
    expect(after.body.preparedSignature).toBe(`0x${expected}`);
  });

  it('recomputes the message hash and requires an owner signature', async () => {
    const message = 'devnet test message';
    const hash = computeSafeMessageHash(message, '1.4.1', 31337n, main);
    const url = `${base}/safes/${main}/messages`;
    expect(
      (await call(url, 'POST', { message, signature: owners[5]!.signingKey.sign(hash).serialized }))
        .body,
    ).toEqual({
      message: 'Invalid signature',
      statusCode: 422,
    });
    expect(
      (await call(url, 'POST', { message, signature: owners[2]!.signingKey.sign(hash).serialized }))
        .status,
    ).toBe(200);
    expect(
      (await call(url, 'POST', { message, signature: owners[2]!.signingKey.sign(hash).serialized }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(url, 'POST', {
          message: { domain: {}, types: {}, message: {} },
          signature: '0x' + '1b'.repeat(65),
        })
      ).body,
    ).toMatchObject({
      statusCode: 422,
      path: ['message', 'primaryType'],
    });
    expect((await call(`${base}/messages/0x${'12'.repeat(32)}`)).status).toBe(404);
  });
});

describe('delegates', () => {
  it('requires a filter, adds a delegate and lets the delegate propose for its delegator', async () => {
    expect((await call(`${base}/delegates`)).body).toEqual({
      statusCode: 422,
      code: 'custom',
      message: 'At least one property is required',
      path: [],
    });
    const delegate = owners[5]!.address;
    const totp = Math.floor(Date.now() / 3_600_000);
    const signature = await owners[0]!.signMessage(
      getBytes(keccak256(toUtf8Bytes(`${delegate}${totp}`))),
    );
    const added = await call(`${base}/delegates`, 'POST', {
      safe: main,
      delegate,
      delegator: owners[0]!.address,
      signature,
      label: 'Bot',
    });
    expect(added.status).toBe(200);
    const list = await call<{ count: number; results: unknown[] }>(
      `${base}/delegates?safe=${main}`,
    );
    expect(list.body).toMatchObject({
      count: 1,
      results: [{ safe: main, delegate, delegator: owners[0]!.address, label: 'Bot' }],
    });
    expect(
      (await call(`${devnet.gatewayUrl}/v2/chains/31337/delegates?delegate=${delegate}`)).body,
    ).toMatchObject({ count: 1 });

    const nonce = await nonceOf();
    const f = tx(nonce + 5, owners[4]!.address, 1n);
    const safeTxHash = computeSafeTxHash(f, '1.4.1', 31337n, main);
    const proposed = await call<TransactionDetails>(
      `${base}/transactions/${main}/propose`,
      'POST',
      {
        to: f.to,
        value: '1',
        data: null,
        nonce: String(nonce + 5),
        operation: 0,
        safeTxGas: '0',
        baseGas: '0',
        gasPrice: '0',
        gasToken: ZeroAddress,
        refundReceiver: null,
        safeTxHash,
        sender: delegate,
        signature: null,
      },
    );
    expect(proposed.status).toBe(200);
    expect(proposed.body.detailedExecutionInfo).toMatchObject({
      proposer: { value: owners[0]!.address },
      proposedByDelegate: { value: delegate },
    });
  });
});

describe('push registrations and alerts', () => {
  const uuid = randomUUID();
  const token = 'f'.repeat(140);
  const registration = async (timestamp: string, signer: Wallet) => ({
    uuid,
    cloudMessagingToken: token,
    buildNumber: '0',
    bundle: 'countersign',
    deviceType: 'WEB',
    version: '0.1.0',
    timestamp,
    safeRegistrations: [
      {
        chainId: '31337',
        safes: [main],
        signatures: [
          await signer.signMessage(
            getBytes(notificationRegistrationHash(timestamp, uuid, token, [main])),
          ),
        ],
      },
    ],
  });

  it('checks the timestamp window and the owner signature', async () => {
    const now = Math.floor(Date.now() / 1000);
    const stale = await call(
      `${devnet.gatewayUrl}/v1/register/notifications`,
      'POST',
      await registration(String(now - 600), owners[0]!),
    );
    expect(stale.body).toEqual({ statusCode: 400, message: 'The signature is expired!' });
    // Neither an owner nor a delegate of the Safe.
    const outsider = new Wallet(Wallet.createRandom().privateKey);
    const rejected = await call(
      `${devnet.gatewayUrl}/v1/register/notifications`,
      'POST',
      await registration(String(now), outsider),
    );
    expect(rejected.body).toEqual({
      statusCode: 400,
      message: 'Push notification registration failed for chain IDs: 31337',
    });
    const ok = await call(
      `${devnet.gatewayUrl}/v1/register/notifications`,
      'POST',
      await registration(String(now), owners[0]!),
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toBeNull();
  });

  it('writes FCM-shaped payloads for proposals, executions and incoming ether', async () => {
    const before = (await outbox()).length;
    const nonce = await nonceOf();
    const f = tx(nonce, owners[4]!.address, 2n);
    const safeTxHash = computeSafeTxHash(f, '1.4.1', 31337n, main);
    await call(`${base}/transactions/${main}/propose`, 'POST', {
      to: f.to,
      value: '2',
      data: null,
      nonce: String(nonce),
      operation: 0,
      safeTxGas: '0',
      baseGas: '0',
      gasPrice: '0',
      gasToken: ZeroAddress,
      refundReceiver: null,
      safeTxHash,
      sender: owners[0]!.address,
      signature: owners[0]!.signingKey.sign(safeTxHash).serialized,
    });
    await (
      await owners[2]!.sendTransaction({
        to: main,
        data: execData(f, [owners[0]!, owners[1]!]),
        gasLimit: 300_000n,
      })
    ).wait();
    const incoming = await owners[3]!.sendTransaction({ to: main, value: parseEther('0.01') });
    await incoming.wait();
    const erc20 = new Contract(
      devnet.safes!.erc20,
      ['function mint(address to, uint256 amount)'],
      owners[3]!,
    );
    const minted = await erc20.getFunction('mint')(main, 5n);
    await minted.wait();
    await sync();
    const entries = (await outbox()).slice(before).filter((e) => e.channel === 'push');
    const data = entries.map(
      (e) => (e.message as { token: string; data: Record<string, string> }).data,
    );
    expect(entries.every((e) => (e.message as { token: string }).token === token)).toBe(true);
    expect(data).toContainEqual({
      type: 'CONFIRMATION_REQUEST',
      chainId: '31337',
      address: main,
      safeTxHash,
    });
    expect(data).toContainEqual(
      expect.objectContaining({
        type: 'EXECUTED_MULTISIG_TRANSACTION',
        safeTxHash,
        failed: 'false',
      }),
    );
    expect(data).toContainEqual({
      type: 'INCOMING_ETHER',
      chainId: '31337',
      address: main,
      txHash: incoming.hash,
      value: parseEther('0.01').toString(),
    });
    expect(data).toContainEqual({
      type: 'INCOMING_TOKEN',
      chainId: '31337',
      address: main,
      txHash: minted.hash,
      tokenAddress: devnet.safes!.erc20,
      value: '5',
    });
  });

  it('unregisters a Safe and a device with UUID validation', async () => {
    expect((await call(`${base}/notifications/devices/nope`, 'DELETE')).body).toMatchObject({
      message: 'Invalid UUID',
      path: ['uuid'],
    });
    expect(
      (await call(`${base}/notifications/devices/${uuid}/safes/${main}`, 'DELETE')).status,
    ).toBe(200);
    expect((await call(`${base}/notifications/devices/${uuid}`, 'DELETE')).status).toBe(200);
    expect(
      devnet.gateway.ctx.db.all('SELECT * FROM device_safes WHERE uuid = ?', [uuid]),
    ).toHaveLength(0);
  });
});

describe('e-mail registration (CGW 1.37)', () => {
  const signer = () => owners[1]!;
  const headers = async (message: (t: string) => string, timestamp = String(Date.now())) => ({
    'Safe-Wallet-Signature': await signer().signMessage(message(timestamp)),
    'Safe-Wallet-Signature-Timestamp': timestamp,
  });
  const url = () => `${base}/safes/${main}/emails`;

  it('registers, verifies with the 6-digit code, edits, retrieves and deletes', async () => {
    const email = 'owner@example.test';
    const a = signer().address;
    const register = await call(
      url(),
      'POST',
      { emailAddress: email, signer: a },
      await headers((t) => `email-register-31337-${main}-${email}-${a}-${t}`),
    );
    expect(register.status).toBe(201);
    const forbidden = await call(
      url(),
      'POST',
      { emailAddress: email, signer: a },
      await headers((t) => `email-register-31337-${main}-other-${a}-${t}`),
    );
    expect(forbidden.body).toEqual({
      message: 'Forbidden resource',
      error: 'Forbidden',
      statusCode: 403,
    });
    const expired = await call(
      url(),
      'POST',
      { emailAddress: email, signer: a },
      await headers(
        (t) => `email-register-31337-${main}-${email}-${a}-${t}`,
        String(Date.now() - 6 * 60_000),
      ),
    );
    expect(expired.status).toBe(403);

    const retrieve = async () =>
      call(
        `${url()}/${a}`,
        'GET',
        undefined,
        await headers((t) => `email-retrieval-31337-${main}-${a}-${t}`),
      );
    expect((await retrieve()).body).toEqual({ email, verified: false });
    // The resend lock holds for a minute (no new code, still 202); the devnet ends it for tests.
    const codesSent = async () =>
      (await outbox()).filter(
        (e) => e.channel === 'email' && (e.message as { to: string }).to === email,
      ).length;
    const sent = await codesSent();
    expect((await call(`${url()}/${a}/verify-resend`, 'POST', '')).status).toBe(202);
    expect(await codesSent()).toBe(sent);
    const endLock = `${devnet.gatewayUrl}/devnet/emails/${main}/${a}/end-resend-lock`;
    expect((await call(endLock, 'POST', '')).status).toBe(204);
    expect((await call(`${url()}/${a}/verify-resend`, 'POST', '')).status).toBe(202);
    expect(await codesSent()).toBe(sent + 1);
    const wrong = await call(`${url()}/${a}/verify`, 'PUT', { code: '000000x' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toBeNull();
    const mail = (await outbox())
      .filter((e) => e.channel === 'email' && (e.message as { to: string }).to === email)
      .at(-1)!;
    const code = /(\d{6})/.exec((mail.message as { text: string }).text)![1]!;
    expect((await call(`${url()}/${a}/verify`, 'PUT', { code })).status).toBe(204);
    expect((await retrieve()).body).toEqual({ email, verified: true });
    // A new proposal now e-mails the verified address.
    const nonce = await nonceOf();
    const f = tx(nonce + 9, owners[4]!.address, 4n);
    const safeTxHash = computeSafeTxHash(f, '1.4.1', 31337n, main);
    await call(`${base}/transactions/${main}/propose`, 'POST', {
      to: f.to,
      value: '4',
      data: null,
      nonce: String(nonce + 9),
      operation: 0,
      safeTxGas: '0',
      baseGas: '0',
      gasPrice: '0',
      gasToken: ZeroAddress,
      refundReceiver: null,
      safeTxHash,
      sender: owners[0]!.address,
      signature: owners[0]!.signingKey.sign(safeTxHash).serialized,
    });
    const mails = (await outbox()).filter((e) => e.channel === 'email');
    const request = mails.at(-1)!.message as { to: string; subject: string; text: string };
    expect(request).toMatchObject({ to: email, subject: 'Confirmation request' });
    expect(request.text).toContain(safeTxHash);
    expect((await call(`${url()}/${a}/verify`, 'PUT', { code })).status).toBe(400);
    expect((await call(`${url()}/${a}/verify-resend`, 'POST', '')).status).toBe(202);

    const same = await call(
      `${url()}/${a}`,
      'PUT',
      { emailAddress: email },
      await headers((t) => `email-edit-31337-${main}-${email}-${a}-${t}`),
    );
    expect(same.body).toEqual({
      message: 'Email address matches that of the Safe owner.',
      statusCode: 409,
    });
    const edit = await call(
      `${url()}/${a}`,
      'PUT',
      { emailAddress: 'new@example.test' },
      await headers((t) => `email-edit-31337-${main}-new@example.test-${a}-${t}`),
    );
    expect(edit.status).toBe(202);
    const del = await call(
      `${url()}/${a}`,
      'DELETE',
      undefined,
      await headers((t) => `email-delete-31337-${main}-${a}-${t}`),
    );
    expect(del.status).toBe(204);
    expect((await retrieve()).body).toEqual({
      message: `No email address was found for the provided signer ${a}.`,
      statusCode: 404,
    });
  });

  it('switches the devnet digest for a signed, registered signer and sends it on demand', async () => {
    const email = 'digest@example.test';
    const a = signer().address;
    const digestUrl = `${devnet.gatewayUrl}/devnet/chains/31337/safes/${main}/emails/${a}/digest`;
    const message = (on: boolean) => (t: string) =>
      `devnet-email-digest-31337-${main}-${a}-${on ? 'on' : 'off'}-${t}`;
    // No registration yet (the test above deleted it).
    expect(
      (await call(digestUrl, 'PUT', { enabled: true }, await headers(message(true)))).status,
    ).toBe(404);
    await call(
      url(),
      'POST',
      { emailAddress: email, signer: a },
      await headers((t) => `email-register-31337-${main}-${email}-${a}-${t}`),
    );
    const mail = (await outbox())
      .filter((e) => e.channel === 'email' && (e.message as { to: string }).to === email)
      .at(-1)!;
    const code = /(\d{6})/.exec((mail.message as { text: string }).text)![1]!;
    expect((await call(`${url()}/${a}/verify`, 'PUT', { code })).status).toBe(204);
    // A signature over "off" does not switch it on.
    expect(
      (await call(digestUrl, 'PUT', { enabled: true }, await headers(message(false)))).status,
    ).toBe(403);
    expect(
      (await call(digestUrl, 'PUT', { enabled: 'yes' }, await headers(message(true)))).status,
    ).toBe(422);
    const on = await call(digestUrl, 'PUT', { enabled: true }, await headers(message(true)));
    expect(on).toMatchObject({ status: 200, body: { enabled: true } });
    // The proposal of the test above (signed by owner 0) still waits for owner 1.
    const sent = await call<{ sent: { to: string; subject: string }[] }>(
      `${devnet.gatewayUrl}/devnet/digest`,
      'POST',
    );
    expect(sent.status).toBe(200);
    const digest = sent.body.sent.find((m) => m.to === email);
    expect(digest?.subject).toMatch(/^\d+ transactions? waits? for you on 1 Safe$/);
    const off = await call(digestUrl, 'PUT', { enabled: false }, await headers(message(false)));
    expect(off.body).toEqual({ enabled: false });
    const again = await call<{ sent: { to: string }[] }>(
      `${devnet.gatewayUrl}/devnet/digest`,
      'POST',
    );
    expect(again.body.sent.map((m) => m.to)).not.toContain(email);
  });
});

describe('relay', () => {
  it('relays execTransaction through the funded relayer up to the limit, then answers 429', async () => {
    await sync();
    expect((await call(`${base}/relay/${main}`)).body).toEqual({ remaining: 5, limit: 5 });
    expect(
      (await call(`${base}/relay`, 'POST', { version: 'one', to: main, data: '0x' })).body,
    ).toMatchObject({ message: 'Invalid semver string' });
    const garbageMultiSend = {
      version: '1.4.1',
      to: devnet.gateway.ctx.contracts['1.4.1'].multiSend,
      data: '0x8d80ff0a1234',
    };
    expect((await call(`${base}/relay`, 'POST', garbageMultiSend)).status).toBe(422);
    expect(
      (await call(`${base}/relay`, 'POST', { version: '1.4.1', to: main, data: '0x12345678' }))
        .body,
    ).toMatchObject({
      statusCode: 422,
      message: expect.stringContaining('Invalid transfer'),
    });
    let nonce = await nonceOf();
    for (let i = 0; i < 5; i++) {
      const answer = await call<{ taskId: string }>(`${base}/relay`, 'POST', {
        version: '1.4.1',
        to: main,
        data: execData(tx(nonce++, owners[4]!.address, 1n), [owners[0]!, owners[1]!]),
      });
      expect(answer.status).toBe(201);
      expect((await provider.getTransactionReceipt(answer.body.taskId))?.status).toBe(1);
    }
    expect((await call(`${base}/relay/${main}`)).body).toEqual({ remaining: 0, limit: 5 });
    const limited = await call(`${base}/relay`, 'POST', {
      version: '1.4.1',
      to: main,
      data: execData(tx(nonce, owners[4]!.address, 1n), [owners[0]!, owners[1]!]),
    });
    expect(limited.body).toEqual({ message: `Relay limit reached for ${main}`, statusCode: 429 });
  });
});
