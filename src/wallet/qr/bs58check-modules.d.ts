// The two untyped CommonJS modules the bs58check stand-in uses.
declare module 'bs58check/base' {
  /** Base58Check built over a checksum function (the first 4 bytes of its result are used). */
  export default function bs58checkBase(checksum: (payload: Uint8Array) => Uint8Array): {
    encode(payload: Uint8Array): string;
    decode(text: string): Uint8Array;
  };
}

declare module 'sha.js' {
  /** A streaming hash of the named algorithm. */
  export default function shaJs(algorithm: 'sha256'): {
    update(data: Uint8Array): { digest(): Uint8Array };
  };
}
