// The SafeTx hash and the domain separator, encoded field by field, against ethers'
// TypedDataEncoder over the same types: the same hash for every transaction, and no hash (an
// error) for every value ethers refuses.
import { TypedDataEncoder, concat, id, keccak256 } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  DOMAIN_TYPEHASH,
  DOMAIN_WITHOUT_CHAIN_TYPEHASH,
  getSafeDomain,
  getSafeDomainSeparator,
} from '../../../src/safe/domain';
import {
  SAFE_TX_DATA_GAS_TYPEHASH,
  SAFE_TX_TYPEHASH,
  encodeSafeTxData,
  getSafeTxTypedData,
  type CalculateSafeTxHashParameters,
} from '../../../src/safe/safe-tx-hash';
import type { SafeTransactionData } from '../../../src/safe/safe-transaction';

/** What the app computed before: ethers' encoder over the SafeTx types. */
function byEncoder(parameters: CalculateSafeTxHashParameters): string {
  const { domain, types, message } = getSafeTxTypedData(parameters);
  return concat([
    '0x1901',
    TypedDataEncoder.hashDomain(domain),
    TypedDataEncoder.from(types).hash(message),
  ]).toLowerCase();
}

const outcome = (run: () => string) => {
  try {
    return { hash: run() };
  } catch {
    return { refused: true };
  }
};

let seed = 1204;
const random = (below: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % below;
};
const hex = (bytes: number) =>
  '0x' + Array.from({ length: bytes }, () => random(256).toString(16).padStart(2, '0')).join('');
const big = () => BigInt(hex(1 + random(32)));
const versions = ['0.1.0', '1.0.0', '1.1.1', '1.2.0', '1.3.0', '1.4.1', '1.5.0'];

function randomTransaction(): SafeTransactionData {
  return {
    to: hex(20),
    value: big(),
    data: random(4) === 0 ? '0x' : hex(random(300)),
    operation: random(2) as 0 | 1,
    safeTxGas: random(2) ? 0n : big(),
    baseGas: random(2) ? 0n : big(),
    gasPrice: random(2) ? 0n : big(),
    gasToken: random(2) ? `0x${'00'.repeat(20)}` : hex(20),
    refundReceiver: random(2) ? `0x${'00'.repeat(20)}` : hex(20),
    nonce: BigInt(random(1000)),
  };
}

describe('SafeTx hash encoded by hand', () => {
  it('uses the type hashes of the type strings', () => {
    const [types] = [getSafeTxTypedData({ ...base(), version: '1.3.0' }).types.SafeTx!];
    const typeString = (fields: typeof types) =>
      `SafeTx(${fields.map((field) => `${field.type} ${field.name}`).join(',')})`;
    expect(SAFE_TX_TYPEHASH).toBe(id(typeString(types)));
    const old = getSafeTxTypedData({ ...base(), version: '0.1.0' }).types.SafeTx!;
    expect(SAFE_TX_DATA_GAS_TYPEHASH).toBe(id(typeString(old)));
    expect(DOMAIN_TYPEHASH).toBe(id('EIP712Domain(uint256 chainId,address verifyingContract)'));
    expect(DOMAIN_WITHOUT_CHAIN_TYPEHASH).toBe(id('EIP712Domain(address verifyingContract)'));
  });

  it('gives the encoder’s pre-image for every version, chain and transaction', () => {
    for (let i = 0; i < 300; i += 1) {
      const parameters: CalculateSafeTxHashParameters = {
        safeAddress: hex(20),
        chainId: [1n, 5n, 100n, 31337n, 2n ** 64n, '137', 10][random(7)]!,
        version: versions[random(versions.length)]!,
        transaction: randomTransaction(),
      };
      expect(encodeSafeTxData(parameters)).toBe(byEncoder(parameters));
      expect(getSafeDomainSeparator(parameters)).toBe(
        TypedDataEncoder.hashDomain(getSafeDomain(parameters)),
      );
    }
  });

  function base(): CalculateSafeTxHashParameters {
    return {
      safeAddress: hex(20),
      chainId: 1n,
      version: '1.4.1',
      transaction: randomTransaction(),
    };
  }

  // Values a lying gateway could send through an unchecked field, each in every field it fits.
  const oddValues: unknown[] = [
    -1n,
    2n ** 256n,
    2n ** 256n - 1n,
    255n,
    256n,
    '12',
    ' 12 ',
    '0x10',
    '-0x1',
    '0b101',
    '1.5',
    '',
    1.5,
    7,
    Number.MAX_SAFE_INTEGER + 2,
    null,
    undefined,
    'zz',
    '0xabc',
    `0x${'ab'.repeat(20)}`,
    `0x${'AB'.repeat(20)}`,
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x52908400098527886e0F7030069857D2E4169EE7',
    'XE7338O073KYGTWWZN0F2WZ0R8PX5ZPPZS',
    new Uint8Array([1, 2, 3]),
  ];

  it('refuses what the encoder refuses, and hashes what it hashes, field by field', () => {
    let refused = 0;
    let hashed = 0;
    const fields = Object.keys(randomTransaction()) as (keyof SafeTransactionData)[];
    for (const field of fields) {
      for (const value of oddValues) {
        for (const version of ['1.0.0', '1.3.0']) {
          const parameters = {
            ...base(),
            version,
            transaction: { ...randomTransaction(), [field]: value } as SafeTransactionData,
          };
          const expected = outcome(() => byEncoder(parameters));
          expect(
            outcome(() => encodeSafeTxData(parameters)),
            `${field} = ${String(value)}`,
          ).toEqual(expected);
          if ('refused' in expected) refused += 1;
          else hashed += 1;
        }
      }
    }
    // Both outcomes were exercised.
    expect(refused).toBeGreaterThan(100);
    expect(hashed).toBeGreaterThan(100);
  });

  it('refuses a chain id outside uint256 as the encoder does', () => {
    for (const chainId of [-1n, 2n ** 256n, 0n]) {
      const parameters = { ...base(), chainId };
      expect(outcome(() => encodeSafeTxData(parameters))).toEqual(
        outcome(() => byEncoder(parameters)),
      );
    }
  });

  it('hashes the pre-image to ethers’ TypedDataEncoder.hash of the signed payload', () => {
    // The contract's own answer is checked in on-chain-builders.test.ts against the devnet.
    const parameters = base();
    expect(keccak256(encodeSafeTxData(parameters))).toBe(
      TypedDataEncoder.hash(
        getSafeTxTypedData(parameters).domain,
        getSafeTxTypedData(parameters).types,
        getSafeTxTypedData(parameters).message,
      ),
    );
  });
});
