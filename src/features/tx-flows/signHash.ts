// Asks the wallet to sign data computed here and checks the answer: the signature must recover to
// the connected account over the hash this device computed, or it is refused before anything is
// stored or sent.
import { recoverAddress, type TypedDataDomain, type TypedDataField } from 'ethers';
import { BaseError } from '../../errors';
import { adjustEthSignSignature, adjustV } from '../../safe';
import { PROVIDER_ERROR_CODES, getProviderErrorCode } from '../../wallet/errors';
import type { WalletSessionState } from '../../session/wallet/useWalletSession';
import { walletTypedData } from './walletTypedData';

/** How an owner signs: EIP-712 typed data, or (warned fallback) eth_sign of the bare hash. */
export type SigningMethod = 'typed-data' | 'eth_sign';

/** The wallet's signature does not come from the connected owner over the data shown. */
export class SignatureMismatchError extends BaseError {
  override name = 'SignatureMismatchError';
}

/** The wallet cannot sign typed data (4200): the user may choose the warned eth_sign fallback. */
export function isTypedDataUnsupported(error: unknown): boolean {
  return getProviderErrorCode(error) === PROVIDER_ERROR_CODES.unsupportedMethod;
}

/** What {@link signHash} needs from the wallet session. */
export type SigningWallet = Pick<WalletSessionState, 'address' | 'signTypedData' | 'personalSign'>;

/** Signs `hash` (the EIP-712 hash of `typedData`) and returns the Safe-format signature. */
export async function signHash(
  wallet: SigningWallet,
  p: {
    typedData: {
      domain: TypedDataDomain;
      types: Record<string, TypedDataField[]>;
      message: Record<string, unknown>;
    };
    hash: string;
    method: SigningMethod;
  },
): Promise<string> {
  const owner = wallet.address;
  if (!owner) throw new BaseError('No wallet is connected.');
  if (p.method === 'eth_sign') {
    const signature = await wallet.personalSign(p.hash);
    try {
      return adjustEthSignSignature(signature, p.hash, owner);
    } catch (cause) {
      throw new SignatureMismatchError('The wallet’s signature does not match this data.', {
        cause,
        details: 'Nothing was sent.',
      });
    }
  }
  const signature = adjustV(
    await wallet.signTypedData(walletTypedData(p.typedData)),
    'eth_signTypedData',
  );
  if (recoverAddress(p.hash, signature).toLowerCase() !== owner.toLowerCase()) {
    throw new SignatureMismatchError('The wallet signed something other than what is shown.', {
      details: 'The signature was not stored or sent.',
    });
  }
  return signature;
}
