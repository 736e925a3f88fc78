/** A JSON-RPC request as EIP-1193 defines it. */
export interface EIP1193RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

/** The EIP-1193 provider surface the app relies on. */
export interface EIP1193Provider {
  request(args: EIP1193RequestArguments): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}

/** Wallet metadata announced through EIP-6963. */
export interface EIP6963ProviderInfo {
  readonly uuid: string;
  readonly name: string;
  /** A data: URI (RFC 2397) per EIP-6963; never a remote URL. */
  readonly icon: string;
  readonly rdns: string;
}

/** One announced wallet: its metadata and its provider. */
export interface EIP6963ProviderDetail {
  readonly info: EIP6963ProviderInfo;
  readonly provider: EIP1193Provider;
}
