// A contract the gateway knows (its data decoder's registry), with a verified ABI when it has one.

/** The verified ABI of a contract, as the gateway's contracts endpoint sends it. */
export type ContractAbi = {
  /** JSON ABI fragments; validated by the app before use. */
  abi: unknown[];
  description: string | null;
  relevance: number | null;
};

/** Answer of `GET /v1/chains/{chainId}/contracts/{contractAddress}`. */
export type Contract = {
  address: string;
  name: string;
  displayName: string | null;
  logoUri: string | null;
  contractAbi: ContractAbi | null;
  trustedForDelegateCall: boolean;
};
