// The registration body: per chain, sorted checksummed Safes, one personal_sign each over the
// hash the spec describes (rebuilt here by hand), signed strictly one chain after another.
import { getAddress, getBytes, keccak256, toUtf8Bytes, verifyMessage, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  buildRegistrationBody,
  groupSafesByChain,
  PUSH_BUNDLE,
} from '../../../../src/session/push/registrationBody';

const A = getAddress('0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
const B = getAddress('0x0bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb');
const C = getAddress('0x0ccccccccccccccccccccccccccccccccccccccc');
const UUID = '3b241101-e2bb-4255-8caf-4136c566a962';
const TOKEN = 'f'.repeat(150);

describe('groupSafesByChain', () => {
  it('groups, checksums, drops duplicates and sorts chains and Safes', () => {
    const grouped = groupSafesByChain([
      { chainId: '100', safe: A.toLowerCase() },
      { chainId: '1', safe: C },
      { chainId: '100', safe: B },
      { chainId: '1', safe: B.toLowerCase() },
      { chainId: '100', safe: A },
    ]);
    // Sorted as strings after checksumming (code points: '0x0C…' before '0x0b…'), as the
    // Transaction Service rebuilds the message.
    expect([...grouped.entries()]).toEqual([
      ['1', [C, B]],
      ['100', [B, A]],
    ]);
  });
});

describe('buildRegistrationBody', () => {
  it('one signature per chain, over keccak256("gnosis-safe"+timestamp+uuid+token+sorted safes), one at a time', async () => {
    const owner = Wallet.createRandom();
    let inFlight = 0;
    let maxInFlight = 0;
    const order: string[] = [];
    const body = await buildRegistrationBody({
      uuid: UUID,
      token: TOKEN,
      version: '1.2.3',
      now: 1_700_000_123_999,
      safes: [
        { chainId: '100', safe: A },
        { chainId: '1', safe: C },
        { chainId: '1', safe: B },
      ],
      sign: async (hash, chainId) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        order.push(chainId);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return owner.signMessage(getBytes(hash));
      },
    });
    expect(maxInFlight).toBe(1);
    expect(order).toEqual(['1', '100']);
    expect(body).toMatchObject({
      uuid: UUID,
      cloudMessagingToken: TOKEN,
      buildNumber: '0',
      bundle: PUSH_BUNDLE,
      deviceType: 'WEB',
      version: '1.2.3',
      timestamp: '1700000123',
    });
    expect(body.safeRegistrations.map((r) => [r.chainId, r.safes])).toEqual([
      ['1', [C, B]],
      ['100', [A]],
    ]);
    for (const registration of body.safeRegistrations) {
      const expected = keccak256(
        toUtf8Bytes(`gnosis-safe1700000123${UUID}${TOKEN}${registration.safes.join('')}`),
      );
      expect(registration.signatures).toHaveLength(1);
      expect(verifyMessage(getBytes(expected), registration.signatures[0]!)).toBe(owner.address);
    }
  });

  it('refuses a wallet answer that is not one 65-byte signature, and stops asking', async () => {
    let asked = 0;
    await expect(
      buildRegistrationBody({
        uuid: UUID,
        token: TOKEN,
        version: '1.0.0',
        now: Date.now(),
        safes: [
          { chainId: '1', safe: A },
          { chainId: '5', safe: A },
        ],
        sign: async () => {
          asked += 1;
          return '0x1234';
        },
      }),
    ).rejects.toThrow('wrong length for chain 1');
    expect(asked).toBe(1);
  });
});
