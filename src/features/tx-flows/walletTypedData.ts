// EIP-712 data in the JSON form wallets take for eth_signTypedData_v4: an explicit EIP712Domain
// type (some wallets hash the domain from it) and every number as a decimal string (JSON has no
// bigint).
import { TypedDataEncoder, type TypedDataDomain, type TypedDataField } from 'ethers';

/** The JSON payload of `domain`, `types` and `message` for `eth_signTypedData_v4`. */
export function walletTypedData(typedData: {
  domain: TypedDataDomain;
  types: Record<string, TypedDataField[]>;
  message: Record<string, unknown>;
}): object {
  return TypedDataEncoder.getPayload(typedData.domain, typedData.types, typedData.message);
}
