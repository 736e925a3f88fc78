import { BaseError } from '../errors';

/** EIP-1193 provider error codes, plus 4902 (unrecognized chain) from wallet_switchEthereumChain. */
export const PROVIDER_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
} as const;

export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[keyof typeof PROVIDER_ERROR_CODES];

/** An EIP-1193 `ProviderRpcError`: a message, a numeric code and optional data. */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError';
  readonly code: number;
  readonly data?: unknown;

  constructor(code: number, message: string, options?: { data?: unknown; cause?: unknown }) {
    super(message, { cause: options?.cause });
    this.code = code;
    this.data = options?.data;
  }
}

/**
 * The error for a method a provider does not support. The wording is the spec's
 * ('"{method}" not implemented'); the code 4200 lets callers branch without parsing text.
 */
export function methodNotImplementedError(method: string): ProviderRpcError {
  return new ProviderRpcError(
    PROVIDER_ERROR_CODES.unsupportedMethod,
    `"${method}" not implemented`,
  );
}

/** What the user reads when a wallet request fails: what happened and what to do. */
export interface ProviderErrorDescription {
  readonly title: string;
  readonly action: string;
  readonly code: number | undefined;
}

const DESCRIPTIONS: Record<ProviderErrorCode, Omit<ProviderErrorDescription, 'code'>> = {
  4001: {
    title: 'You rejected the request in your wallet.',
    action: 'Nothing was signed or sent. Try again when you are ready.',
  },
  4100: {
    title: 'Your wallet has not authorised this account or method.',
    action: 'Unlock your wallet and connect this account, then try again.',
  },
  4200: {
    title: 'Your wallet does not support this request.',
    action: 'Use another wallet, or update this one.',
  },
  4900: {
    title: 'Your wallet is disconnected.',
    action: 'Check that the wallet is unlocked and online, then reconnect.',
  },
  4901: {
    title: 'Your wallet is not connected to this network.',
    action: 'Switch your wallet to the Safe’s network and try again.',
  },
  4902: {
    title: 'Your wallet does not know this network.',
    action: 'Add the network to your wallet, then try again.',
  },
};

/** Reads the numeric `code` of any thrown value, including wrapped `cause`s. */
export function getProviderErrorCode(error: unknown): number | undefined {
  for (let current = error, depth = 0; current != null && depth < 5; depth += 1) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'number') {
      return current.code;
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** Maps any wallet failure to one user-facing message (the single mapping the app uses). */
export function describeProviderError(error: unknown): ProviderErrorDescription {
  const code = getProviderErrorCode(error);
  if (code !== undefined && code in DESCRIPTIONS) {
    return { ...DESCRIPTIONS[code as ProviderErrorCode], code };
  }
  const detail = error instanceof Error && error.message ? error.message : String(error);
  return {
    title: `Your wallet reported an error: ${detail}`,
    action: 'Try again. If it keeps failing, reconnect your wallet.',
    code,
  };
}
