// Message hashes as the Safe's EIP-1271 handler sees them: EIP-191 for text, EIP-712 for typed data
// (the primary type given or derived, spec §5).
import { hashMessage, hashTypedData, type Hex, type TypedDataDomain } from 'viem';
import { derivePrimaryType, type EIP712TypedData } from '../protocol';

/** EIP-191 hash of a text message (`keccak256("\x19Ethereum Signed Message:\n" + len + message)`). */
export function calculateMessageHash(message: string): Hex {
  return hashMessage(message);
}

/** The domain's chain id as a number, whatever form the app gave it in. */
function chainIdOf(chainId: EIP712TypedData['domain']['chainId']): number | undefined {
  if (chainId === undefined) return undefined;
  if (typeof chainId === 'object' && chainId !== null) return chainId.toNumber();
  return Number(chainId);
}

/** EIP-712 hash of typed data ('Please specify primaryType' when it cannot be derived). */
export function calculateTypedMessageHash(typedData: EIP712TypedData): Hex {
  const primaryType = derivePrimaryType(typedData);
  const { domain } = typedData;
  const chainId = chainIdOf(domain.chainId);
  return hashTypedData({
    domain: {
      ...domain,
      ...(chainId === undefined ? {} : { chainId }),
    } as TypedDataDomain,
    types: typedData.types,
    primaryType,
    message: typedData.message,
  });
}
