// The real bs58check package (untyped), which the stand-in test compares against.
declare module 'bs58check' {
  const bs58check: { encode(payload: Uint8Array): string };
  export default bs58check;
}
