// Shared test data for the bundle tests: one Safe, three owner keys, a SafeTx and signing helpers.
import { Wallet, getAddress, getBytes } from 'ethers';
import {
  calculateBundleHash,
  createBundle,
  sortBundleSignatures,
  type BundleSignature,
  type SignedBundle,
} from '../../../../src/safe/bundle/index.js';

export const safe = getAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed');
export const recipient = getAddress('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359');
export const owners = [
  new Wallet('0x' + '11'.repeat(32)),
  new Wallet('0x' + '22'.repeat(32)),
  new Wallet('0x' + '33'.repeat(32)),
];

/** A transaction bundle with no signatures yet. */
export function unsignedTransactionBundle(value = 1000n, nonce = 5n): SignedBundle {
  return createBundle({
    chainId: '31337',
    safeAddress: safe,
    safeVersion: '1.4.1',
    signatures: [],
    transaction: {
      to: recipient,
      value,
      data: '0x',
      operation: 0,
      safeTxGas: 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: '0x0000000000000000000000000000000000000000',
      refundReceiver: '0x0000000000000000000000000000000000000000',
      nonce,
    },
  });
}

/** The owner's raw ECDSA signature over the bundle's hash (v 27/28, as eth_signTypedData gives). */
export function sign(owner: Wallet, bundle: SignedBundle): BundleSignature {
  const signature = owner.signingKey.sign(getBytes(calculateBundleHash(bundle))).serialized;
  return { signer: owner.address, signature: signature.toLowerCase() };
}

/** The bundle with the given owners' signatures. */
export function signedBy(bundle: SignedBundle, ...signers: Wallet[]): SignedBundle {
  return {
    ...bundle,
    signatures: sortBundleSignatures(signers.map((owner) => sign(owner, bundle))),
  };
}
