// approvedHashes(owner, hash) encoded by hand, checked against keccak and ethers' own encoding.
import { Interface, id, keccak256, toUtf8Bytes } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  APPROVED_HASHES_SELECTOR,
  encodeApprovedHashes,
} from '../../../src/safe/chain-state/chain-abi';

const abi = new Interface([
  'function approvedHashes(address owner, bytes32 hash) view returns (uint256)',
]);

describe('encodeApprovedHashes', () => {
  it('uses the selector keccak256 gives the signature', () => {
    expect(APPROVED_HASHES_SELECTOR).toBe(id('approvedHashes(address,bytes32)').slice(0, 10));
  });

  it.each([
    ['a checksummed owner', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['a lower-case owner', '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359'],
    ['the zero address', '0x0000000000000000000000000000000000000000'],
  ])('encodes %s exactly as ethers does', (_, owner) => {
    for (const hash of [keccak256(toUtf8Bytes('a')), '0x' + 'AB'.repeat(32)]) {
      expect(encodeApprovedHashes(owner, hash)).toBe(
        abi.encodeFunctionData('approvedHashes', [owner, hash]),
      );
    }
  });

  it.each([
    ['a wrong checksum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', keccak256('0x01')],
    ['a short owner', '0x1234', keccak256('0x01')],
    ['a short hash', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x1234'],
    ['a non-hex hash', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x' + 'zz'.repeat(32)],
  ])('refuses %s, as ethers does', (_, owner, hash) => {
    expect(() => encodeApprovedHashes(owner, hash)).toThrow();
    expect(() => abi.encodeFunctionData('approvedHashes', [owner, hash])).toThrow();
  });
});
