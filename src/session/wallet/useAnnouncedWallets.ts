// Wallets announced through EIP-6963 while the component is mounted (and before: announcing
// wallets answer the request event this sends).
import { useEffect, useState } from 'react';
import { watchAnnouncedProviders } from '../../wallet/eip6963';
import type { EIP6963ProviderDetail } from '../../wallet/types';

/** Every announced wallet, in announcement order. */
export function useAnnouncedWallets(): EIP6963ProviderDetail[] {
  const [wallets, setWallets] = useState<EIP6963ProviderDetail[]>([]);
  useEffect(() => watchAnnouncedProviders((detail) => setWallets((list) => [...list, detail])), []);
  return wallets;
}
