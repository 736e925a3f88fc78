// The QR wallet as an EIP-1193 provider and in the wallet session: accounts, a typed-data request
// becomes a pending eth-sign-request answered by a scanned eth-signature (the wrong request's
// signature is refused and the request stays open), cancel is a 4001 rejection, sending is
// refused in words, and the imported account reconnects after a restart from IndexedDB.
import { IDBFactory } from 'fake-indexeddb';
import { TypedDataEncoder, recoverAddress } from 'ethers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeError } from '../../../../src/session/errors/describeError';
import { restoreLastWallet } from '../../../../src/session/wallet/restoreLastWallet';
import { connectQrWallet } from '../../../../src/session/wallet/qrWallet';
import { closeCountersignDb } from '../../../../src/storage/db';
import { getProviderErrorCode } from '../../../../src/wallet/errors';
import { loadUr } from '../../../../src/wallet/qr/loadUr';
import {
  QR_WALLET_CANNOT_SEND,
  qrSignatureRequests,
  qrWalletDetail,
  type PendingQrSignature,
} from '../../../../src/wallet/qr/qrWallet';
import { createWalletSession, type LastWalletStore } from '../../../../src/wallet/session';
import { QR_WALLET_RDNS } from '../../../../src/wallet/wallet-ids';
import { createQrTestDevice } from '../../../fixtures/qr/qrDevice';

const device = createQrTestDevice();

const typedData = {
  types: {
    EIP712Domain: [
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    SafeMessage: [{ name: 'message', type: 'bytes' }],
  },
  domain: { chainId: 31337, verifyingContract: '0x000000000000000000000000000000000000dEaD' },
  primaryType: 'SafeMessage',
  message: { message: '0xabcd' },
};

async function account() {
  return (await loadUr()).accountFromUr(device.accountUr());
}

/** Resolves with the next pending request. */
function nextPending(): Promise<PendingQrSignature> {
  return new Promise((resolve) => {
    const stop = qrSignatureRequests.subscribe(() => {
      const pending = qrSignatureRequests.current();
      if (pending) {
        stop();
        resolve(pending);
      }
    });
  });
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  qrSignatureRequests.current()?.cancel();
  closeCountersignDb();
});

describe('QR wallet provider', () => {
  it('answers its one account and no chain (each request names the Safe’s chain)', async () => {
    const { provider } = qrWalletDetail(await account());
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([device.address]);
    const chain = await provider.request({ method: 'eth_chainId' }).catch((e: unknown) => e);
    expect(getProviderErrorCode(chain)).toBe(4200);
  });

  it('signs typed data through eth-sign-request and the scanned eth-signature', async () => {
    const { provider } = qrWalletDetail(await account());
    const pending = nextPending();
    const signing = provider.request({
      method: 'eth_signTypedData_v4',
      params: [device.address, JSON.stringify(typedData)],
    });
    const request = await pending;
    expect(request.kind).toBe('typedData');
    const ur = await loadUr();
    expect(ur.parseSignRequest(request.request)).toMatchObject({
      requestId: request.requestId,
      chainId: 31337,
      address: device.address,
    });

    // A signature for another request is refused; the request stays open.
    const other = await device.sign(
      ur.buildSignRequest({
        account: request.account,
        kind: 'typedData',
        signData: new TextEncoder().encode(JSON.stringify(typedData)),
        chainId: 31337,
        requestId: '00000000-0000-4000-8000-000000000000',
      }),
    );
    await expect(request.answer(other.signature)).rejects.toThrow('answers another request');
    expect(qrSignatureRequests.current()).toBe(request);

    const { signature } = await device.sign(request.request);
    await request.answer(signature);
    const hex = (await signing) as string;
    const { EIP712Domain: _, ...types } = typedData.types;
    void _;
    const digest = TypedDataEncoder.hash(typedData.domain, types, typedData.message);
    expect(recoverAddress(digest, hex)).toBe(device.address);
    expect(qrSignatureRequests.current()).toBeNull();
  });

  it('rejects with 4001 when the user cancels, and refuses another account', async () => {
    const { provider } = qrWalletDetail(await account());
    const pending = nextPending();
    const signing = provider.request({
      method: 'personal_sign',
      params: ['0x1234', device.address],
    });
    const request = await pending;
    // A personal message names no chain: the request carries none rather than a made-up one.
    expect((await loadUr()).parseSignRequest(request.request)).toMatchObject({
      kind: 'personalMessage',
      chainId: undefined,
    });
    request.cancel();
    expect(getProviderErrorCode(await signing.catch((e: unknown) => e))).toBe(4001);
    const other = provider.request({
      method: 'personal_sign',
      params: ['0x1234', '0x000000000000000000000000000000000000dEaD'],
    });
    expect(getProviderErrorCode(await other.catch((e: unknown) => e))).toBe(4100);
  });

  it('cannot send a transaction, and says why', async () => {
    const { provider } = qrWalletDetail(await account());
    const error = await provider
      .request({ method: 'eth_sendTransaction', params: [{ to: device.address }] })
      .catch((e: unknown) => e);
    // No EIP-1193 code: the screen shows these words, not the generic "does not support".
    expect(describeError(error)).toBe(
      `${QR_WALLET_CANNOT_SEND} Execute with another wallet: any account may execute once the threshold of signatures is met.`,
    );
  });
});

describe('QR wallet in the session', () => {
  it('reconnects the imported account after a restart, without scanning again', async () => {
    let last: { rdns: string; address: string } | undefined;
    const lastWallet: LastWalletStore = {
      get: async () => last,
      set: async (value) => {
        last = value;
      },
      clear: async () => {
        last = undefined;
      },
    };
    const first = createWalletSession({ lastWallet });
    await connectQrWallet(await account(), first);
    expect(last).toEqual({ rdns: QR_WALLET_RDNS, address: device.address });

    // A new start: restoreLastWallet reads the real settings store.
    const { setSetting } = await import('../../../../src/storage/settings');
    await setSetting('lastWallet', last!);
    const restarted = createWalletSession();
    expect(await restoreLastWallet(restarted)).toBe(true);
    expect(restarted.get()?.address).toBe(device.address);
    expect(restarted.get()?.detail.info.rdns).toBe(QR_WALLET_RDNS);
  });
});
