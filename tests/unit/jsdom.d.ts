// The part of jsdom's API the Node-environment DOM suites use (the package ships no types).
declare module 'jsdom' {
  /** A DOM document with its window. */
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
