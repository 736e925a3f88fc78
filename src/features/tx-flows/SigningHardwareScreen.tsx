// The hardware-wallet screen of one signature request, from the typed data the flow is about to
// send to the wallet (and, once the warned eth_sign fallback is offered, the bare hash it would
// sign instead). Every signing UI puts it beside its sign control, so it is on screen before the
// wallet is asked.
import { useMemo } from 'react';
import { ethSignScreen, typedDataScreen, type ScreenTypedData } from '../../safe/hardware-screen';
import { HardwareWalletScreen } from '../shared/HardwareWalletScreen';

/** Props of SigningHardwareScreen. */
export interface SigningHardwareScreenProps {
  /** The EIP-712 data the wallet is asked to sign; null while it is not known yet. */
  typedData: ScreenTypedData | null;
  /** The hash an eth_sign fallback would sign, when that fallback is on offer. */
  ethSignHash?: string | null;
  /** What is signed, for the heading ("confirmation", "deletion"). */
  what?: string;
}

/** The device's view of the typed data (and of the eth_sign fallback when offered). */
export function SigningHardwareScreen({
  typedData,
  ethSignHash,
  what,
}: SigningHardwareScreenProps) {
  const screen = useMemo(() => {
    if (!typedData) return null;
    try {
      return typedDataScreen(typedData);
    } catch {
      // Data the hashing refuses is refused by the signing too; nothing to compare then.
      return null;
    }
  }, [typedData]);
  return (
    <>
      {screen && <HardwareWalletScreen screen={screen} {...(what ? { what } : {})} />}
      {ethSignHash && (
        <HardwareWalletScreen
          screen={ethSignScreen(ethSignHash)}
          what={what ? `${what}, eth_sign` : 'eth_sign'}
        />
      )}
    </>
  );
}
