// A contract owner's signature counts only in the EIP-1271 form the Safe itself will ask: a Safe
// ≤ 1.4.1 asks the legacy isValidSignature(bytes,bytes) over the pre-image, a later one the
// bytes32 form. An owner that accepts only the other form must not be credited.
import { describe, expect, it } from 'vitest';
import { checkSignatureOnChain } from '../../../src/safe';
import type { EthCall } from '../../../src/safe/eip1271';

const SAFE = '0x1111111111111111111111111111111111111111';
const OWNER = '0x2222222222222222222222222222222222222222';
const HASH = `0x${'ab'.repeat(32)}`;
const PREIMAGE = `0x1901${'cd'.repeat(64)}`;
const BYTES32_SELECTOR = '0x1626ba7e';
const LEGACY_SELECTOR = '0x20c13b0b';
const word = (hex: string) => `${hex}${'0'.repeat(64 - (hex.length - 2))}`;

/** An owner contract that answers the magic value of the given forms only, recording each ask. */
function ownerAccepting(forms: ReadonlyArray<'bytes32' | 'legacy'>) {
  const asked: string[] = [];
  const call: EthCall = async (_to, data) => {
    const selector = data.slice(0, 10);
    asked.push(selector);
    if (selector === BYTES32_SELECTOR && forms.includes('bytes32')) return word(BYTES32_SELECTOR);
    if (selector === LEGACY_SELECTOR && forms.includes('legacy')) return word(LEGACY_SELECTOR);
    return word('0xffffffff');
  };
  return { call, asked };
}

const signature = { signer: OWNER, type: 'CONTRACT_SIGNATURE' as const, data: '0x1234' };

describe('contract signatures are checked in the form the Safe asks', () => {
  it('Safe ≤ 1.4.1 (pre-image given): only the legacy form counts', async () => {
    const bytes32Only = ownerAccepting(['bytes32']);
    const check = (call: EthCall) =>
      checkSignatureOnChain({ call, safeAddress: SAFE, hash: HASH, preimage: PREIMAGE, signature });
    expect(await check(bytes32Only.call)).toBe(false);
    expect(bytes32Only.asked).toEqual([LEGACY_SELECTOR]);
    expect(await check(ownerAccepting(['legacy']).call)).toBe(true);
  });

  it('Safe ≥ 1.5.0 (no pre-image): only the bytes32 form counts', async () => {
    const legacyOnly = ownerAccepting(['legacy']);
    const check = (call: EthCall) =>
      checkSignatureOnChain({ call, safeAddress: SAFE, hash: HASH, signature });
    expect(await check(legacyOnly.call)).toBe(false);
    expect(legacyOnly.asked).toEqual([BYTES32_SELECTOR]);
    expect(await check(ownerAccepting(['bytes32']).call)).toBe(true);
  });
});
