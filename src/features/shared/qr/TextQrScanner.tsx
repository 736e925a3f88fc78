// Scans a text sent as the generic `bytes` UR (the counterpart of <AnimatedUrQr text=…>), e.g. a
// signed bundle's JSON: the camera (or a pasted `ur:bytes/…`) gives the UR, this hands over its
// UTF-8 text. The caller may throw to refuse the text; the scanner then says why and scans again.
import { loadUr } from '../../../wallet/qr/loadUr';
import { BYTES_UR_TYPE } from '../../../wallet/qr/urTypes';
import { UrScanner } from './UrScanner';

/** Props of TextQrScanner. */
export interface TextQrScannerProps {
  /** What is being scanned, e.g. "the bundle's QR code". */
  what: string;
  /** Receives the text once every part was scanned. */
  onText: (text: string) => void | Promise<void>;
}

/** A camera scanner for texts sent as animated `bytes` UR codes. */
export function TextQrScanner({ what, onText }: TextQrScannerProps) {
  return (
    <UrScanner
      acceptedTypes={[BYTES_UR_TYPE]}
      what={what}
      onScanned={async (ur) => onText((await loadUr()).textOf(ur))}
    />
  );
}
