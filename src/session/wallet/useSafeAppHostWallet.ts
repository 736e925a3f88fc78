// The host's Safe as a wallet when this app runs as a Safe App, asked once per page; null while it
// is asked and when there is no Safe host.
import { useEffect, useState } from 'react';
import { safeAppHostWallet } from '../../wallet/safe-app-host';
import type { EIP6963ProviderDetail } from '../../wallet/types';

/** "The Safe that opened this app" as a provider detail, or null. */
export function useSafeAppHostWallet(): EIP6963ProviderDetail | null {
  const [detail, setDetail] = useState<EIP6963ProviderDetail | null>(null);
  useEffect(() => {
    let live = true;
    void safeAppHostWallet().then((found) => {
      if (live) setDetail(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return detail;
}
