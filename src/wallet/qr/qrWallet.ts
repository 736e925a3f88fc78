// An air-gapped QR wallet (ERC-4527) as an EIP-1193 provider the wallet session uses like any
// other. It knows one imported account; a signature request becomes a pending request that the
// screen shows as an animated `eth-sign-request` and answers by scanning the device's
// `eth-signature`. Sending transactions is not possible: the device has no network.
import { getAddress, getBytes, isHexString, toUtf8Bytes } from 'ethers';
import { PROVIDER_ERROR_CODES } from '../errors';
import type { EIP1193Provider, EIP1193RequestArguments, EIP6963ProviderDetail } from '../types';
import { QR_WALLET_CANNOT_SEND, QR_WALLET_RDNS } from '../wallet-ids';

export { QR_WALLET_CANNOT_SEND };
import type { QrAccount } from './ethRequests';
import { QrWalletError } from './errors';
import { loadUr } from './loadUr';
import type { UrPayload } from './urTransport';

/** A signature the device has been asked for and not yet answered. */
export interface PendingQrSignature {
  /** The request's UUID (the answer must carry it). */
  requestId: string;
  /** What is signed, in words for the dialog. */
  kind: 'typedData' | 'personalMessage';
  /** The `eth-sign-request` to show. */
  request: UrPayload;
  account: QrAccount;
  /** Checks a scanned UR and, when it is the signature for this request, completes it. */
  answer(ur: UrPayload): Promise<void>;
  /** The user gave up: the caller gets a 4001 rejection. */
  cancel(): void;
}

/** The pending request (at most one), observable by the dialog that shows it. */
export interface QrSignatureRequests {
  current(): PendingQrSignature | null;
  subscribe(listener: () => void): () => void;
}

const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0f766e"/><path d="M7 7h7v7H7zM18 7h7v7h-7zM7 18h7v7H7z" fill="none" stroke="#fff" stroke-width="2"/><path d="M18 18h3v3h-3zM22 22h3v3h-3z" fill="#fff"/></svg>',
  );

/** The wallet name the connect dialog lists. */
export const QR_WALLET_NAME = 'QR wallet (air-gapped)';

let pending: PendingQrSignature | null = null;
const listeners = new Set<() => void>();

function publish(next: PendingQrSignature | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

/** The app's one pending QR signature. */
export const qrSignatureRequests: QrSignatureRequests = {
  current: () => pending,
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function paramsOf(args: EIP1193RequestArguments): unknown[] {
  return Array.isArray(args.params) ? args.params : [];
}

function sameAccount(value: unknown, account: QrAccount): boolean {
  return typeof value === 'string' && value.toLowerCase() === account.address.toLowerCase();
}

function refuseOtherAccount(): never {
  throw new QrWalletError('The QR wallet can sign only for the account imported from the device.', {
    code: PROVIDER_ERROR_CODES.unauthorized,
  });
}

/** The chain id inside EIP-712 typed data (the Safe's chain for every Safe signature). */
function chainOfTypedData(json: string): number | undefined {
  try {
    const chainId = (JSON.parse(json) as { domain?: { chainId?: unknown } }).domain?.chainId;
    const value =
      typeof chainId === 'string' || typeof chainId === 'number' ? Number(chainId) : NaN;
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

async function requestSignature(
  account: QrAccount,
  kind: PendingQrSignature['kind'],
  signData: Uint8Array,
  chainId: number | undefined,
): Promise<string> {
  if (pending) {
    throw new QrWalletError('Another QR signature request is still open.', {
      code: PROVIDER_ERROR_CODES.userRejected,
    });
  }
  const ur = await loadUr();
  const requestId = crypto.randomUUID();
  const request = ur.buildSignRequest({
    account,
    kind,
    signData,
    chainId,
    requestId,
  });
  return new Promise<string>((resolve, reject) => {
    const entry: PendingQrSignature = {
      requestId,
      kind,
      request,
      account,
      async answer(scanned) {
        // Throws (UrError) for another UR or another request: the dialog says so and stays open.
        const signature = ur.signatureFromUr(scanned, requestId);
        if (pending === entry) publish(null);
        resolve(signature);
      },
      cancel() {
        if (pending === entry) publish(null);
        reject(
          new QrWalletError('The QR signature was cancelled.', {
            code: PROVIDER_ERROR_CODES.userRejected,
          }),
        );
      },
    };
    publish(entry);
  });
}

/** The EIP-1193 provider of an imported QR wallet account. */
export function createQrWalletProvider(account: QrAccount): EIP1193Provider {
  return {
    async request(args) {
      const params = paramsOf(args);
      switch (args.method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [getAddress(account.address)];
        case 'eth_signTypedData_v4': {
          if (!sameAccount(params[0], account)) refuseOtherAccount();
          const json = typeof params[1] === 'string' ? params[1] : JSON.stringify(params[1]);
          return requestSignature(account, 'typedData', toUtf8Bytes(json), chainOfTypedData(json));
        }
        case 'personal_sign': {
          if (!sameAccount(params[1], account)) refuseOtherAccount();
          const message = params[0];
          if (typeof message !== 'string') throw methodParamsError();
          const bytes = isHexString(message) ? getBytes(message) : toUtf8Bytes(message);
          return requestSignature(account, 'personalMessage', bytes, undefined);
        }
        case 'eth_sendTransaction':
          throw new QrWalletError(QR_WALLET_CANNOT_SEND, {
            details:
              'Execute with another wallet: any account may execute once the threshold of signatures is met.',
          });
        default:
          // eth_chainId included: the device signs for the chain named in each request, so the
          // session treats it as on no particular chain (no switch prompt).
          throw new QrWalletError(`"${args.method}" not implemented`, {
            code: PROVIDER_ERROR_CODES.unsupportedMethod,
          });
      }
    },
  };
}

function methodParamsError(): QrWalletError {
  // JSON-RPC's "invalid params".
  return new QrWalletError('Invalid parameters for personal_sign.', { code: -32602 });
}

/** The QR wallet as a provider detail, for the connect dialog and the wallet session. */
export function qrWalletDetail(account: QrAccount): EIP6963ProviderDetail {
  return {
    info: {
      uuid: `qr-wallet-${account.sourceFingerprint}`,
      name: account.deviceName ? `${account.deviceName} (QR)` : QR_WALLET_NAME,
      icon: ICON,
      rdns: QR_WALLET_RDNS,
    },
    provider: createQrWalletProvider(account),
  };
}
