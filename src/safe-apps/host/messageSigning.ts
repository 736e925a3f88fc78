// How an app's message is signed (reference B.3): off-chain as a Safe message when the chain has
// the EIP1271 feature, the Safe's version can verify it, the app's SDK is at least 7.11.0 and the
// app did not switch off-chain signing off; otherwise on chain through SignMessageLib.
import type { ChainInfo } from '../../gateway';
import type { SafeMessageContent } from '../../safe';
import { derivePrimaryType, isSdkVersionAtLeast, type EIP712TypedData } from '../protocol';

/** The SDK version from which apps expect off-chain signing. */
export const OFF_CHAIN_SIGNING_SDK_VERSION = '7.11.0';

/** Whether the message is signed off-chain (else on chain). */
export function usesOffChainSigning(p: {
  chain: Pick<ChainInfo, 'features'>;
  safeVersion: string | null;
  sdkVersion: string;
  offChainSigning: boolean;
}): boolean {
  const [major = 0] = (p.safeVersion ?? '').split('.').map(Number);
  return (
    p.offChainSigning &&
    p.chain.features.includes('EIP1271') &&
    major >= 1 &&
    isSdkVersionAtLeast(p.sdkVersion, OFF_CHAIN_SIGNING_SDK_VERSION)
  );
}

/** The content of a Safe message for an app's string or typed data (primary type derived). */
export function safeMessageContentOf(message: string | EIP712TypedData): SafeMessageContent {
  if (typeof message === 'string') return message;
  const chainId = message.domain.chainId;
  const numeric =
    typeof chainId === 'object' && chainId !== null && 'toNumber' in chainId
      ? chainId.toNumber()
      : chainId;
  return {
    domain: { ...message.domain, chainId: numeric },
    types: message.types,
    primaryType: derivePrimaryType(message),
    message: message.message,
  } as SafeMessageContent;
}
