// The one function of the `qrcode` package this app uses (it ships no types): encode to modules.
declare module 'qrcode' {
  /** The encoded symbol: a square of dark (1) and light (0) modules, row by row. */
  export interface QRCodeSymbol {
    modules: { size: number; data: Uint8Array };
  }
  /** Encodes `text` with the given error-correction level. */
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): QRCodeSymbol;
}
