// ERC-4527 messages over the Keystone ETH registry: the account a QR wallet exports
// (`crypto-hdkey` or `crypto-account`), the `eth-sign-request` the app shows, and the
// `eth-signature` the device shows back. Needs the global `Buffer` (see loadUr.ts).
import {
  CryptoAccount,
  CryptoHDKey,
  DataType,
  ETHSignature,
  EthSignRequest,
} from '@keystonehq/bc-ur-registry-eth';
import { computeAddress, getAddress, hexlify } from 'ethers';
import { HDKey } from 'viem/accounts';
import { UrError } from './errors';
import type { UrPayload } from './urTransport';

/** An account imported from a QR wallet: what a sign request must name. */
export interface QrAccount {
  /** Checksummed address at the derivation path. */
  address: string;
  /** The full derivation path, e.g. m/44'/60'/0'/0/0. */
  derivationPath: string;
  /** The master key fingerprint (8 hex digits) the device uses to find its key. */
  sourceFingerprint: string;
  /** The device's name for itself, when it gave one. */
  deviceName?: string;
}

const toBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

function accountOfHdKey(hdKey: CryptoHDKey, masterFingerprint?: Buffer): QrAccount {
  if (hdKey.isPrivateKey()) {
    throw new UrError('This QR code holds a private key.', {
      details: 'Never show a private key to any app. Export the public account key instead.',
    });
  }
  const origin = hdKey.getOrigin();
  const originPath = origin?.getPath();
  const fingerprint = masterFingerprint ?? origin?.getSourceFingerprint();
  if (!originPath || !fingerprint || fingerprint.length !== 4) {
    throw new UrError('This account QR code has no key path or device fingerprint.', {
      details: 'A sign request must name both so the device can find the key.',
    });
  }
  // A key at the account level (m/44'/60'/0', Keystone's standard export) signs with its first
  // address, 0/0 below it; a key already at the address level is the account itself.
  const depth = origin.getComponents().length || origin.getDepth() || 0;
  const atAddress = depth >= 5;
  let publicKey: Uint8Array | null;
  try {
    const node = new HDKey({ publicKey: hdKey.getKey(), chainCode: hdKey.getChainCode() });
    publicKey = atAddress ? node.publicKey : node.derive('m/0/0').publicKey;
  } catch (cause) {
    throw new UrError('The account key in this QR code is not valid.', { cause });
  }
  if (!publicKey) throw new UrError('The account key in this QR code is not valid.');
  const name = hdKey.getName();
  return {
    address: computeAddress(hexlify(publicKey)),
    derivationPath: `m/${originPath}${atAddress ? '' : '/0/0'}`,
    sourceFingerprint: fingerprint.toString('hex'),
    ...(name ? { deviceName: name } : {}),
  };
}

/** The signing account of a scanned `crypto-hdkey` or `crypto-account`. */
export function accountFromUr(ur: UrPayload): QrAccount {
  try {
    if (ur.type === 'crypto-hdkey') return accountOfHdKey(CryptoHDKey.fromCBOR(toBuffer(ur.cbor)));
    if (ur.type === 'crypto-account') {
      const account = CryptoAccount.fromCBOR(toBuffer(ur.cbor));
      const hdKey = account
        .getOutputDescriptors()
        .map((output) => output.getHDKey())
        .find((key): key is CryptoHDKey => Boolean(key));
      if (!hdKey) throw new UrError('This account QR code has no Ethereum key.');
      return accountOfHdKey(hdKey, account.getMasterFingerprint());
    }
  } catch (cause) {
    if (cause instanceof UrError) throw cause;
    throw new UrError('This account QR code could not be read.', { cause });
  }
  throw new UrError(`This QR code holds "${ur.type}", not an account (crypto-hdkey).`);
}

/** What the device is asked to sign. */
export type SignRequestKind = 'typedData' | 'personalMessage';

/** Parameters of `buildSignRequest`. */
export interface BuildSignRequestParameters {
  account: QrAccount;
  kind: SignRequestKind;
  /** The EIP-712 JSON (typedData) or the message bytes (personalMessage). */
  signData: Uint8Array;
  /** The chain of the current Safe (absent for a personal message, which names none). */
  chainId?: number;
  /** A fresh UUID; the answer must carry it back. */
  requestId: string;
}

/** The `eth-sign-request` UR for one signature. */
export function buildSignRequest({
  account,
  kind,
  signData,
  chainId,
  requestId,
}: BuildSignRequestParameters): UrPayload {
  const request = EthSignRequest.constructETHRequest(
    toBuffer(signData),
    kind === 'typedData' ? DataType.typedData : DataType.personalMessage,
    account.derivationPath,
    account.sourceFingerprint,
    requestId,
    chainId,
    account.address,
    'Countersign',
  );
  const ur = request.toUR();
  return { type: ur.type, cbor: new Uint8Array(ur.cbor) };
}

/** A decoded `eth-sign-request` (the device's side; tests play the device with it). */
export interface DecodedSignRequest {
  requestId: string | undefined;
  kind: SignRequestKind | 'other';
  signData: Uint8Array;
  chainId: number | undefined;
  derivationPath: string;
  sourceFingerprint: string;
  address: string | undefined;
}

/** Reads an `eth-sign-request` UR. */
export function parseSignRequest(ur: UrPayload): DecodedSignRequest {
  if (ur.type !== 'eth-sign-request') {
    throw new UrError(`This QR code holds "${ur.type}", not eth-sign-request.`);
  }
  const request = EthSignRequest.fromCBOR(toBuffer(ur.cbor));
  const dataType = request.getDataType();
  const address = request.getSignRequestAddress();
  const id = request.getRequestId();
  return {
    requestId: id ? uuidText(id) : undefined,
    kind:
      dataType === DataType.typedData
        ? 'typedData'
        : dataType === DataType.personalMessage
          ? 'personalMessage'
          : 'other',
    signData: new Uint8Array(request.getSignData()),
    chainId: request.getChainId(),
    derivationPath: `m/${request.getDerivationPath()}`,
    sourceFingerprint: request.getSourceFingerprint().toString('hex'),
    address: address ? getAddress(hexlify(address)) : undefined,
  };
}

/** The `eth-signature` UR answering request `requestId` (the device's side). */
export function buildSignature(signature: string, requestId: string): UrPayload {
  const ur = new ETHSignature(
    Buffer.from(signature.replace(/^0x/, ''), 'hex'),
    Buffer.from(requestId.replace(/-/g, ''), 'hex'),
  ).toUR();
  return { type: ur.type, cbor: new Uint8Array(ur.cbor) };
}

/** The 65-byte signature of a scanned `eth-signature`, checked to answer `requestId`. */
export function signatureFromUr(ur: UrPayload, requestId: string): string {
  if (ur.type !== 'eth-signature') {
    throw new UrError(`This QR code holds "${ur.type}", not eth-signature.`, {
      details: 'Scan the signature the device shows after you approve.',
    });
  }
  let decoded: ETHSignature;
  try {
    decoded = ETHSignature.fromCBOR(toBuffer(ur.cbor));
  } catch (cause) {
    throw new UrError('This signature QR code could not be read.', { cause });
  }
  const answered = decoded.getRequestId();
  if (!answered || uuidText(answered) !== requestId.toLowerCase()) {
    throw new UrError('This signature answers another request.', {
      details: 'Scan the signature the device shows for the request on this screen.',
    });
  }
  const signature = decoded.getSignature();
  if (signature.length !== 65) {
    throw new UrError(`The device returned a ${signature.length}-byte signature, not 65 bytes.`);
  }
  // Some devices answer v as 0/1 (the recovery id); Safe and ecrecover expect 27/28.
  const bytes = new Uint8Array(signature);
  if (bytes[64]! < 27) bytes[64] = bytes[64]! + 27;
  return hexlify(bytes);
}

function uuidText(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
