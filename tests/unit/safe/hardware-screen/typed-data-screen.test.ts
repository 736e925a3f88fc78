// The hashes the hardware-wallet screen shows, against independent implementations: viem's
// hashDomain / hashStruct for the two hashes, ethers' TypedDataEncoder for the whole, and the
// Safe's own hash functions for what is signed.
import { describe, expect, it } from 'vitest';
import { TypedDataEncoder } from 'ethers';
import { hashDomain, hashStruct } from 'viem';
import {
  calculateSafeMessageHash,
  calculateSafeTxHash,
  getDeleteRequestTypedData,
  getSafeMessageTypedData,
  getSafeTxTypedData,
  hashDeleteRequest,
  type SafeTransactionData,
} from '../../../../src/safe';
import {
  ethSignScreen,
  ledgerHashText,
  trezorHashRows,
  typedDataScreen,
} from '../../../../src/safe/hardware-screen';

const safeAddress = '0x6d7d0A3ec6C8F1Cb1DbF7e54F5b3a1f7Fd3b2CdE'.toLowerCase();
const transaction: SafeTransactionData = {
  to: '0x1111111111111111111111111111111111111111',
  value: 1234567890123456789n,
  data: '0xa9059cbb000000000000000000000000222222222222222222222222222222222222222200000000000000000000000000000000000000000000000000000000000003e8',
  operation: 0,
  safeTxGas: 0n,
  baseGas: 0n,
  gasPrice: 0n,
  gasToken: '0x0000000000000000000000000000000000000000',
  refundReceiver: '0x0000000000000000000000000000000000000000',
  nonce: 7n,
};

const eip712DomainFields = (domain: Record<string, unknown>) =>
  [
    ['name', 'string'],
    ['version', 'string'],
    ['chainId', 'uint256'],
    ['verifyingContract', 'address'],
  ]
    .filter(([name]) => domain[name!] !== undefined)
    .map(([name, type]) => ({ name: name!, type: type! }));

/** viem's domain and struct hashes, computed without this repository's code. */
function viemHashes(typedData: {
  domain: Record<string, unknown>;
  types: Record<string, { name: string; type: string }[]>;
  primaryType: string;
  message: Record<string, unknown>;
}) {
  const types = { EIP712Domain: eip712DomainFields(typedData.domain), ...typedData.types };
  return {
    domainHash: hashDomain({ domain: typedData.domain as never, types }),
    // viem's generics want literal type names; these tests pass them at run time.
    messageHash: hashStruct({
      data: typedData.message,
      primaryType: typedData.primaryType,
      types,
    } as Parameters<typeof hashStruct>[0]),
  };
}

describe('typedDataScreen', () => {
  for (const [version, chainInDomain] of [
    ['1.4.1', true],
    ['1.3.0', true],
    ['1.2.0', false],
  ] as const) {
    it(`SafeTx of Safe ${version}: domain and message hashes equal viem's, and they make the safeTxHash`, () => {
      const parameters = { safeAddress, chainId: 11155111n, version, transaction };
      const typedData = getSafeTxTypedData(parameters);
      expect('chainId' in typedData.domain).toBe(chainInDomain);
      const screen = typedDataScreen(typedData);
      const independent = viemHashes(typedData as never);
      expect(screen.domainHash).toBe(independent.domainHash);
      expect(screen.messageHash).toBe(independent.messageHash);
      expect(screen.domainHash).toBe(TypedDataEncoder.hashDomain(typedData.domain));
      expect(screen.messageHash).toBe(
        TypedDataEncoder.from(typedData.types).hash(typedData.message),
      );
      const safeTxHash = calculateSafeTxHash(parameters);
      expect(screen.signedHash).toBe(safeTxHash);
      expect(TypedDataEncoder.hash(typedData.domain, typedData.types, typedData.message)).toBe(
        safeTxHash,
      );
    });
  }

  it('a change of chain changes the domain hash (1.3.0+) and not the message hash', () => {
    const a = typedDataScreen(
      getSafeTxTypedData({ safeAddress, chainId: 1n, version: '1.3.0', transaction }),
    );
    const b = typedDataScreen(
      getSafeTxTypedData({ safeAddress, chainId: 10n, version: '1.3.0', transaction }),
    );
    expect(a.domainHash).not.toBe(b.domainHash);
    expect(a.messageHash).toBe(b.messageHash);
  });

  it('SafeMessage: hashes equal viem’s and make the Safe message hash', () => {
    const parameters = { safeAddress, chainId: 100n, version: '1.4.1', message: 'Hello, Safe' };
    const typedData = getSafeMessageTypedData(parameters);
    const screen = typedDataScreen(typedData);
    const independent = viemHashes(typedData as never);
    expect(screen.domainHash).toBe(independent.domainHash);
    expect(screen.messageHash).toBe(independent.messageHash);
    expect(screen.signedHash).toBe(calculateSafeMessageHash(parameters));
  });

  it('DeleteRequest (named domain with version): hashes equal viem’s and the delete hash', () => {
    const parameters = {
      safeAddress,
      chainId: 137n,
      safeTxHash: `0x${'ab'.repeat(32)}`,
      now: 1_700_000_000_000,
    };
    const typedData = getDeleteRequestTypedData(parameters);
    const screen = typedDataScreen(typedData);
    const independent = viemHashes(typedData as never);
    expect(screen.domainHash).toBe(independent.domainHash);
    expect(screen.messageHash).toBe(independent.messageHash);
    expect(screen.signedHash).toBe(hashDeleteRequest(parameters));
  });

  it('an app’s typed data with EIP712Domain in its types and no primaryType', () => {
    const typedData = {
      domain: { name: 'Mail', version: '1', chainId: 1, verifyingContract: safeAddress },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'to', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      message: {
        from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
        to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
        contents: 'Hello, Bob!',
      },
    };
    const screen = typedDataScreen(typedData);
    const independent = viemHashes({ ...typedData, primaryType: 'Mail' } as never);
    expect(screen.domainHash).toBe(independent.domainHash);
    expect(screen.messageHash).toBe(independent.messageHash);
    // The EIP-712 specification's own example message.
    expect(screen.messageHash).toBe(
      '0xc52c0ee5d84264471806290a3f2c4cecfc5490626bf912d01f240d7a274b371e',
    );
  });
});

describe('device formats', () => {
  const hash = '0x1ca6e0bbd06b2d5b5a53bc9b1a64e0efc0b4bc0b7c8b1a59d4e8c8f6e8a0a1ff';

  it('Ledger: 0x and uppercase', () => {
    expect(ledgerHashText(hash)).toBe(
      '0x1CA6E0BBD06B2D5B5A53BC9B1A64E0EFC0B4BC0B7C8B1A59D4E8C8F6E8A0A1FF',
    );
  });

  it('Trezor: four rows of 16 uppercase digits', () => {
    const rows = trezorHashRows(hash);
    expect(rows).toEqual([
      '1CA6E0BBD06B2D5B',
      '5A53BC9B1A64E0EF',
      'C0B4BC0B7C8B1A59',
      'D4E8C8F6E8A0A1FF',
    ]);
  });

  it('refuses what is not a 32-byte hash', () => {
    expect(() => ledgerHashText('0x1234')).toThrow(RangeError);
  });

  it('eth_sign shows the bare hash', () => {
    expect(ethSignScreen(hash.toUpperCase().replace('0X', '0x'))).toEqual({
      kind: 'eth_sign',
      signedHash: hash,
    });
  });
});
