// UR round trips over the real bc-ur and ETH-registry packages: the generic `bytes` UR split into
// fountain parts (received out of order, duplicated, interleaved with fountain-only parts), the
// account import from a device's crypto-hdkey, eth-sign-request and eth-signature.
import {
  HDNodeWallet,
  TypedDataEncoder,
  getBytes,
  recoverAddress,
  hashMessage,
  toUtf8Bytes,
} from 'ethers';
import { describe, expect, it } from 'vitest';
import { loadUr } from '../../../../src/wallet/qr/loadUr';
import { createQrTestDevice, TEST_MNEMONIC } from '../../../fixtures/qr/qrDevice';

const REQUEST_ID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

function bigPayload(): string {
  return JSON.stringify({
    kind: 'countersign-bundle',
    filler: Array.from({ length: 60 }, (_, i) => `signature-${i}-${'ab'.repeat(20)}`),
  });
}

describe('bytes UR', () => {
  it('round-trips a payload that needs many parts, parts out of order and duplicated', async () => {
    const ur = await loadUr();
    const payload = bigPayload();
    const source = ur.urParts(ur.bytesUr(payload), 60);
    expect(source.partCount).toBeGreaterThan(10);
    const parts = Array.from({ length: source.partCount * 3 }, () => source.nextPart());
    // Skip the first third of the ordered parts: only fountain parts can fill the gap.
    const shuffled = [...parts.slice(source.partCount), ...parts.slice(0, 3), parts[5]!];
    shuffled.reverse();
    const collector = ur.createUrCollector(['bytes']);
    let state = collector.receive(shuffled[0]!);
    expect(state.status).toBe('collecting');
    if (state.status === 'collecting') expect(state.expected).toBe(source.partCount);
    for (const part of shuffled.slice(1)) {
      state = collector.receive(part);
      if (state.status === 'done') break;
    }
    expect(state.status).toBe('done');
    if (state.status !== 'done') return;
    expect(ur.textOf(state.ur)).toBe(payload);
  });

  it('gives a single static code when the payload fits one part', async () => {
    const ur = await loadUr();
    const source = ur.urParts(ur.bytesUr('short'));
    expect(source.partCount).toBe(1);
    expect(source.nextPart()).toBe(source.nextPart());
    const state = ur.createUrCollector(['bytes']).receive(source.nextPart());
    expect(state.status === 'done' && ur.textOf(state.ur)).toBe('short');
  });

  it('refuses a text that is no UR and a UR of a type not asked for', async () => {
    const ur = await loadUr();
    const collector = ur.createUrCollector(['eth-signature']);
    expect(() => collector.receive('https://example.com')).toThrow('not a UR code');
    expect(() => collector.receive(ur.urParts(ur.bytesUr('x')).nextPart())).toThrow(
      'holds "bytes", not eth-signature',
    );
  });
});

describe('ERC-4527 messages', () => {
  const device = createQrTestDevice();

  it("imports the account m/44'/60'/0'/0/0 from the device's crypto-hdkey", async () => {
    const ur = await loadUr();
    const account = ur.accountFromUr(device.accountUr());
    const expected = HDNodeWallet.fromPhrase(TEST_MNEMONIC, undefined, "m/44'/60'/0'/0/0");
    expect(account.address).toBe(expected.address);
    expect(account.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(account.derivationPath).toBe("m/44'/60'/0'/0/0");
    expect(account.sourceFingerprint).toBe(device.fingerprint);
    expect(account.deviceName).toBe('Test QR device');
  });

  it('sends typed data in an eth-sign-request and takes back the matching eth-signature', async () => {
    const ur = await loadUr();
    const account = ur.accountFromUr(device.accountUr());
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
      message: { message: '0x1234' },
    };
    const request = ur.buildSignRequest({
      account,
      kind: 'typedData',
      signData: toUtf8Bytes(JSON.stringify(typedData)),
      chainId: 31337,
      requestId: REQUEST_ID,
    });
    expect(request.type).toBe('eth-sign-request');
    // Through the animated transport, as on screen.
    const source = ur.urParts(request, 40);
    const collector = ur.createUrCollector(['eth-sign-request']);
    let state = collector.receive(source.nextPart());
    while (state.status !== 'done') state = collector.receive(source.nextPart());
    const decoded = ur.parseSignRequest(state.ur);
    expect(decoded).toMatchObject({
      requestId: REQUEST_ID,
      kind: 'typedData',
      chainId: 31337,
      derivationPath: "m/44'/60'/0'/0/0",
      sourceFingerprint: device.fingerprint,
      address: account.address,
    });

    const { signature } = await device.sign(state.ur);
    const hex = ur.signatureFromUr(signature, REQUEST_ID);
    const { EIP712Domain: _, ...types } = typedData.types;
    void _;
    const digest = TypedDataEncoder.hash(typedData.domain, types, typedData.message);
    expect(recoverAddress(digest, hex)).toBe(account.address);
  });

  it('signs a personal message and refuses a signature for another request', async () => {
    const ur = await loadUr();
    const account = ur.accountFromUr(device.accountUr());
    const message = getBytes('0xdeadbeef');
    const request = ur.buildSignRequest({
      account,
      kind: 'personalMessage',
      signData: message,
      chainId: 1,
      requestId: REQUEST_ID,
    });
    const { signature } = await device.sign(request);
    expect(recoverAddress(hashMessage(message), ur.signatureFromUr(signature, REQUEST_ID))).toBe(
      account.address,
    );
    expect(() => ur.signatureFromUr(signature, '00000000-0000-4000-8000-000000000000')).toThrow(
      'answers another request',
    );
    expect(() => ur.signatureFromUr(request, REQUEST_ID)).toThrow('not eth-signature');

    // A device that answers v as the recovery id (0/1) still yields a 27/28 signature.
    const hex = ur.signatureFromUr(signature, REQUEST_ID);
    const lowV = `${hex.slice(0, 130)}${(parseInt(hex.slice(130), 16) - 27).toString(16).padStart(2, '0')}`;
    expect(ur.signatureFromUr(ur.buildSignature(lowV, REQUEST_ID), REQUEST_ID)).toBe(hex);
  });
});
