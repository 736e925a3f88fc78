// The transaction's calls decoded with the ABIs the user stored on this device (read from
// IndexedDB through the query cache), and where the gateway's own decoding disagrees.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Interface } from 'ethers';
import type { TransactionData } from '../../gateway';
import { userAbisQueryOptions } from '../../query/options/userAbis';
import { decodeWithUserAbis, parseAbi, type DecodeWithUserAbisReturnType } from '../../safe';

/** Decodes `txData` with this device's user ABIs for `chainId`; null until they are read. */
export function useUserAbiDecoding(
  txData: TransactionData | null | undefined,
  chainId: string,
): DecodeWithUserAbisReturnType | null {
  const stored = useQuery(userAbisQueryOptions(chainId));
  const abis = useMemo(() => {
    const byAddress = new Map<string, Interface>();
    for (const record of stored.data ?? []) {
      // A record that no longer parses (edited by hand, older format) is skipped, never trusted.
      const parsed = parseAbi(record.abi);
      if (parsed.ok) byAddress.set(record.address.toLowerCase(), parsed.abi.iface);
    }
    return byAddress;
  }, [stored.data]);
  return useMemo(() => {
    if (!txData || !stored.data || abis.size === 0) return null;
    return decodeWithUserAbis(
      { to: txData.to.value, data: txData.hexData, dataDecoded: txData.dataDecoded },
      (address) => abis.get(address.toLowerCase()) ?? null,
    );
  }, [txData, stored.data, abis]);
}
