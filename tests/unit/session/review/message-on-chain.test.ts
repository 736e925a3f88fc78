// A message's contract-owner (EIP-1271) confirmation is asked of the chain like a transaction's:
// with the locally computed Safe message hash and its EIP-712 pre-image, through the injected
// eth_call. Until the chain says yes it does not count (and the prepared signature falls short);
// once it does, it counts and the prepared signature passes. A "no" from the chain is marked.
import { AbiCoder, getAddress, keccak256 } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import type { SafeMessage } from '../../../../src/gateway';
import {
  buildSignatureBytes,
  checkSignatureOnChain,
  contractSignature,
  recoverSignatures,
  type SafeChainState,
} from '../../../../src/safe';
import {
  messageSignaturesNeedingChain,
  verifyMessageDetails,
  type ChainCheck,
} from '../../../../src/session/review/verification';
import { messageGateOf } from '../../../../src/features/tx-flows/messageGate';
import {
  addressInfo,
  chainId,
  makeSafeInfo,
  makeSafeMessage,
  owners,
  safeAddress,
  singleton,
} from '../../safe/helpers/gateway-fixtures';

// An owner that is a contract (a nested Safe, say): its signature is whatever its
// isValidSignature accepts, so only the chain can tell.
const CONTRACT_OWNER = getAddress('0xc0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0');
const CONTRACT_BYTES = '0x1234abcd';
const LEGACY_MAGIC = '0x20c13b0b';

const ownerList = [owners[0]!.address, CONTRACT_OWNER, owners[2]!.address];
const state: SafeChainState = {
  chainId: chainId.toString(),
  safeAddress,
  owners: ownerList,
  threshold: 2,
  nonce: 7n,
  version: '1.4.1',
  implementation: singleton('1.4.1').address,
  implementationCodeHash: singleton('1.4.1').codeHash,
  implementationEmpty: false,
};
const gatewaySafe = { ...makeSafeInfo(), owners: ownerList.map(addressInfo) };
const checked = (onChainSignatures?: ReadonlyMap<string, boolean>): ChainCheck => ({
  status: 'checked',
  state,
  rpcUrl: 'http://127.0.0.1:1',
  onChainSignatures,
});

/** Confirmed by owner 1 (ECDSA) and the contract owner; the prepared signature holds both. */
async function message(): Promise<SafeMessage> {
  const base = await makeSafeMessage('countersign: contract owner', { signers: [owners[0]!] });
  const part = contractSignature(CONTRACT_OWNER, CONTRACT_BYTES);
  const ecdsa = recoverSignatures(base.messageHash, base.confirmations[0]!.signature!)[0]!;
  return {
    ...base,
    confirmationsSubmitted: 2,
    confirmations: [
      ...base.confirmations,
      { owner: addressInfo(CONTRACT_OWNER), signature: buildSignatureBytes([part]) },
    ],
    preparedSignature: buildSignatureBytes([ecdsa, part]),
  };
}

/** The contract owner's legacy isValidSignature(bytes,bytes), as Safe 1.4.1 calls it. */
function contractOwnerSays(valid: boolean, expectedPreimage: string) {
  return vi.fn(async (to: string, data: string) => {
    if (getAddress(to) !== CONTRACT_OWNER || !data.startsWith(LEGACY_MAGIC)) return '0x';
    const [signed, bytes] = AbiCoder.defaultAbiCoder().decode(
      ['bytes', 'bytes'],
      `0x${data.slice(10)}`,
    );
    const ok = valid && signed === expectedPreimage && bytes === CONTRACT_BYTES;
    return ok ? `${LEGACY_MAGIC}${'00'.repeat(28)}` : `0x${'00'.repeat(32)}`;
  });
}

async function askChain(msg: SafeMessage, valid: boolean) {
  const first = verifyMessageDetails(msg, gatewaySafe, chainId.toString(), undefined, checked());
  const hash = first.computedHash!;
  const needed = messageSignaturesNeedingChain(hash, msg);
  const call = contractOwnerSays(valid, first.preimage!);
  const verdicts = await Promise.all(
    needed.map((signature) =>
      checkSignatureOnChain({ call, safeAddress, hash, preimage: first.preimage!, signature }),
    ),
  );
  const onChain = new Map(needed.map((s, i) => [s.signer.toLowerCase(), verdicts[i]!]));
  return { first, needed, call, onChain };
}

describe('message confirmations asked of the chain', () => {
  it('does not count a contract confirmation the chain was not asked about', async () => {
    const msg = await message();
    const result = verifyMessageDetails(msg, gatewaySafe, chainId.toString(), undefined, checked());
    expect(result.confirmations?.checks.map((c) => c.status)).toEqual(['valid', 'unverified']);
    expect(result.confirmations?.validSigners).toEqual([owners[0]!.address]);
    expect(result.findings.map((f) => f.code)).toContain('PREPARED_SIGNATURE_INVALID');
    expect(messageGateOf(result).status).toBe('blocked');
  });

  it('asks once per contract part, with the Safe message hash’s EIP-712 pre-image', async () => {
    const msg = await message();
    const { first, needed, call } = await askChain(msg, true);
    // The confirmation and the prepared signature carry the same part: asked once.
    expect(needed).toEqual([contractSignature(CONTRACT_OWNER, CONTRACT_BYTES)]);
    expect(keccak256(first.preimage!)).toBe(first.computedHash);
    expect(call).toHaveBeenCalled();
  });

  it('counts it, and passes the prepared signature, once the chain says valid', async () => {
    const msg = await message();
    const { onChain } = await askChain(msg, true);
    expect(onChain.get(CONTRACT_OWNER.toLowerCase())).toBe(true);
    const result = verifyMessageDetails(
      msg,
      gatewaySafe,
      chainId.toString(),
      undefined,
      checked(onChain),
    );
    expect(result.confirmations?.checks.map((c) => c.status)).toEqual(['valid', 'valid']);
    expect(result.confirmations?.validSigners).toEqual([owners[0]!.address, CONTRACT_OWNER]);
    expect(result.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(messageGateOf(result).status).toBe('ok');
  });

  it('marks it when the chain says no, and the prepared signature stays short', async () => {
    const msg = await message();
    const { onChain } = await askChain(msg, false);
    const result = verifyMessageDetails(
      msg,
      gatewaySafe,
      chainId.toString(),
      undefined,
      checked(onChain),
    );
    expect(result.confirmations?.checks.map((c) => c.status)).toEqual([
      'valid',
      'rejected-on-chain',
    ]);
    expect(result.findings.map((f) => f.code)).toEqual(
      expect.arrayContaining(['CONFIRMATION_NOT_ON_CHAIN', 'PREPARED_SIGNATURE_INVALID']),
    );
  });
});
