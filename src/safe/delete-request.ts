import { getAddress, TypedDataEncoder } from 'ethers';

/** Parameters of a DeleteRequest; `now` (ms since the epoch) is injectable for tests. */
export type DeleteRequestParameters = {
  safeAddress: string;
  chainId: bigint | number | string;
  safeTxHash: string;
  now?: number;
};

/** The hour counter the Transaction Service checks: floor(unix seconds / 3600). */
export function getDeleteRequestTotp(now: number = Date.now()): bigint {
  return BigInt(Math.floor(now / 1000 / 3600));
}

/** The EIP-712 `DeleteRequest{safeTxHash, totp}` payload the proposer signs to delete a transaction. */
export function getDeleteRequestTypedData({
  safeAddress,
  chainId,
  safeTxHash,
  now,
}: DeleteRequestParameters) {
  return {
    domain: {
      name: 'Safe Transaction Service',
      version: '1.0',
      chainId: BigInt(chainId),
      verifyingContract: getAddress(safeAddress),
    },
    types: {
      DeleteRequest: [
        { name: 'safeTxHash', type: 'bytes32' },
        { name: 'totp', type: 'uint256' },
      ],
    },
    primaryType: 'DeleteRequest' as const,
    message: { safeTxHash, totp: getDeleteRequestTotp(now) },
  };
}

/** The EIP-712 hash of a DeleteRequest. */
export function hashDeleteRequest(parameters: DeleteRequestParameters): string {
  const { domain, types, message } = getDeleteRequestTypedData(parameters);
  return TypedDataEncoder.hash(domain, types, message);
}
