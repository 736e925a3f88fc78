// Which SignMessageLib an on-chain message signature may delegatecall: the official deployment of
// the Safe's version that has code on this chain, checked against @safe-global/safe-deployments
// itself; a chain config naming any other address blocks with both addresses named.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  chooseSignMessageLib,
  KNOWN_SIGN_MESSAGE_LIBS,
  officialSignMessageLibs,
} from '../../../src/safe/index.js';

const require = createRequire(import.meta.url);
type Deployment = {
  deployments: Record<string, { address: string; codeHash: string }>;
  networkAddresses: Record<string, string | string[]>;
};
const deployment = (version: string): Deployment =>
  JSON.parse(
    readFileSync(
      require.resolve(
        `@safe-global/safe-deployments/dist/assets/v${version}/sign_message_lib.json`,
      ),
      'utf8',
    ),
  ) as Deployment;

const CANONICAL_130 = '0xA65387F16B013cf2Af4605Ad8aA5ec25a2cbA3a2';
const EIP155_130 = '0x98FFBBF51bb33A056B08ddf711f289936AafF717';
const CANONICAL_141 = '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9';
const OTHER = getAddress('0x00000000000000000000000000000000000bad00');

const codeAt =
  (present: readonly string[], unread: readonly string[] = []) =>
  (address: string) =>
    unread.some((a) => a.toLowerCase() === address.toLowerCase())
      ? undefined
      : present.some((a) => a.toLowerCase() === address.toLowerCase());

describe('officialSignMessageLibs', () => {
  it('matches the published deployments for 1.3.0 and 1.4.1 (canonical first)', () => {
    for (const version of ['1.3.0', '1.4.1']) {
      const { deployments } = deployment(version);
      const expected = [deployments.canonical!.address, deployments.eip155?.address].filter(
        (a): a is string => !!a,
      );
      expect(officialSignMessageLibs(version)).toEqual(expected);
      const known = KNOWN_SIGN_MESSAGE_LIBS.find((lib) => lib.version === version)!;
      expect(known.codeHash).toBe(deployments.canonical!.codeHash);
    }
    expect(officialSignMessageLibs('1.3.0')).toEqual([CANONICAL_130, EIP155_130]);
    expect(officialSignMessageLibs('1.4.1')).toEqual([CANONICAL_141]);
  });

  it('has none before 1.3.0', () => {
    expect(officialSignMessageLibs('1.2.0')).toEqual([]);
    expect(officialSignMessageLibs('1.1.1')).toEqual([]);
  });
});

describe('chooseSignMessageLib', () => {
  it('uses the canonical deployment where the chain has its code', () => {
    expect(
      chooseSignMessageLib({
        version: '1.4.1',
        gatewayAddress: CANONICAL_141.toLowerCase(),
        hasCode: codeAt([CANONICAL_141]),
      }),
    ).toEqual({ status: 'ok', address: CANONICAL_141 });
  });

  it('uses the EIP-155 deployment on a 1.3.0 chain that has only that one', () => {
    // Chain 16 lists only the EIP-155 address for 1.3.0.
    expect(deployment('1.3.0').networkAddresses['16']).toBe('eip155');
    expect(
      chooseSignMessageLib({
        version: '1.3.0',
        gatewayAddress: EIP155_130,
        hasCode: codeAt([EIP155_130]),
      }),
    ).toEqual({ status: 'ok', address: EIP155_130 });
  });

  it('blocks when the chain config names another address, naming both, even before the code is read', () => {
    const choice = chooseSignMessageLib({
      version: '1.4.1',
      gatewayAddress: OTHER.toLowerCase(),
      hasCode: () => undefined,
    });
    expect(choice.status).toBe('blocked');
    expect(choice.status === 'blocked' && choice.findings.map((f) => f.message)).toEqual([
      `The gateway names SignMessageLib ${OTHER}, not the official ${CANONICAL_141} for Safe 1.4.1`,
    ]);
  });

  it('blocks the 1.3.0 library named for a 1.4.1 Safe (the version decides)', () => {
    const choice = chooseSignMessageLib({
      version: '1.4.1',
      gatewayAddress: CANONICAL_130,
      hasCode: codeAt([CANONICAL_141, CANONICAL_130]),
    });
    expect(choice.status).toBe('blocked');
  });

  it('ignores a chain config that names none', () => {
    expect(
      chooseSignMessageLib({
        version: '1.4.1',
        gatewayAddress: null,
        hasCode: codeAt([CANONICAL_141]),
      }),
    ).toEqual({ status: 'ok', address: CANONICAL_141 });
  });

  it('blocks when no official address has code on this chain', () => {
    const choice = chooseSignMessageLib({ version: '1.4.1', hasCode: codeAt([]) });
    expect(choice.status === 'blocked' && choice.findings[0]!.message).toBe(
      `There is no code at the official SignMessageLib ${CANONICAL_141} for Safe 1.4.1 on this chain`,
    );
  });

  it('waits while the version or the canonical code is unknown', () => {
    expect(chooseSignMessageLib({ version: null, hasCode: codeAt([]) })).toEqual({
      status: 'checking',
    });
    expect(
      chooseSignMessageLib({
        version: '1.3.0',
        hasCode: codeAt([EIP155_130], [CANONICAL_130]),
      }),
    ).toEqual({ status: 'checking' });
  });

  it('blocks a Safe version without SignMessageLib', () => {
    const choice = chooseSignMessageLib({ version: '1.2.0', hasCode: codeAt([]) });
    expect(choice.status).toBe('blocked');
  });
});
