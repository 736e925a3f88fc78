// Reads bundle text into a checked SignedBundle. Every rejection is a typed error that names the
// field, so the import screen can say exactly what is wrong with a file someone sent.
import { getAddress, isHexString } from 'ethers';
import { parseSafeVersion } from '../version';
import { hashSafeMessageContent, type SafeMessageContent } from '../safe-message-hash';
import { getSignatureType } from '../signatures/signature-type';
import {
  BUNDLE_FORMAT,
  BUNDLE_MAX_BYTES,
  BUNDLE_VERSION,
  type BundleSignature,
  type BundleTransaction,
  type ParsedBundle,
  type SignedBundle,
} from './types';
import {
  BundleAddressError,
  BundleDuplicateSignerError,
  BundleFieldError,
  BundleFormatError,
  BundleNotJsonError,
  BundleTooLargeError,
  BundleVersionError,
} from './errors';

type Json = Record<string, unknown>;

const TOP_FIELDS = [
  'format',
  'version',
  'chainId',
  'safe',
  'safeVersion',
  'kind',
  'signatures',
  'createdAt',
  'note',
];
const TX_FIELDS = [
  'to',
  'value',
  'data',
  'operation',
  'safeTxGas',
  'baseGas',
  'gasPrice',
  'gasToken',
  'refundReceiver',
  'nonce',
] as const;
const UINT_FIELDS = ['value', 'safeTxGas', 'baseGas', 'gasPrice', 'nonce'] as const;
const MAX_UINT256 = (1n << 256n) - 1n;
const MAX_NOTE_LENGTH = 2000;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fields of `object` outside `known`, prefixed with the object's path. */
function unknownFields(object: Json, known: readonly string[], prefix: string): string[] {
  return Object.keys(object)
    .filter((key) => !known.includes(key))
    .map((key) => `${prefix}${key}`);
}

/** A checksummed address; lower-case input is accepted, wrong mixed case is not. */
export function parseBundleAddress(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) {
    throw new BundleAddressError(field, `"${field}" is not an address (0x and 40 hex digits).`);
  }
  try {
    return getAddress(value);
  } catch (error) {
    throw new BundleAddressError(
      field,
      `"${field}" has a wrong address checksum (a mistyped or altered address).`,
      { cause: error },
    );
  }
}

function parseUint(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^(0|[1-9]\d*)$/.test(value) || BigInt(value) > MAX_UINT256) {
    throw new BundleFieldError(
      field,
      `"${field}" must be a whole number written as a decimal string (e.g. "0").`,
    );
  }
  return value;
}

function parseHexBytes(value: unknown, field: string): string {
  if (typeof value !== 'string' || !isHexString(value) || value.length % 2 !== 0) {
    throw new BundleFieldError(field, `"${field}" must be hex bytes starting with 0x.`);
  }
  return value.toLowerCase();
}

function parseTransaction(value: unknown, ignored: string[]): BundleTransaction {
  if (!isObject(value)) {
    throw new BundleFieldError('transaction', 'The bundle has no "transaction" object.');
  }
  ignored.push(...unknownFields(value, TX_FIELDS, 'transaction.'));
  for (const name of TX_FIELDS) {
    if (!(name in value)) {
      throw new BundleFieldError(
        `transaction.${name}`,
        `"transaction.${name}" is missing from the bundle.`,
      );
    }
  }
  const [value_, safeTxGas, baseGas, gasPrice, nonce] = UINT_FIELDS.map((name) =>
    parseUint(value[name], `transaction.${name}`),
  ) as [string, string, string, string, string];
  if (value.operation !== 0 && value.operation !== 1) {
    throw new BundleFieldError(
      'transaction.operation',
      '"transaction.operation" must be 0 (call) or 1 (delegatecall).',
    );
  }
  return {
    to: parseBundleAddress(value.to, 'transaction.to'),
    value: value_,
    data: parseHexBytes(value.data, 'transaction.data'),
    operation: value.operation,
    safeTxGas,
    baseGas,
    gasPrice,
    gasToken: parseBundleAddress(value.gasToken, 'transaction.gasToken'),
    refundReceiver: parseBundleAddress(value.refundReceiver, 'transaction.refundReceiver'),
    nonce,
  };
}

function parseMessage(value: unknown): SafeMessageContent {
  const isTyped =
    isObject(value) && isObject(value.domain) && isObject(value.types) && isObject(value.message);
  if (typeof value !== 'string' && !isTyped) {
    throw new BundleFieldError(
      'message',
      '"message" must be the message text or an EIP-712 object (domain, types, message).',
    );
  }
  const message = value as SafeMessageContent;
  try {
    hashSafeMessageContent(message);
  } catch (error) {
    throw new BundleFieldError('message', '"message" is EIP-712 data that cannot be hashed.', {
      cause: error,
    });
  }
  return message;
}

function parseSignatures(value: unknown, ignored: string[]): BundleSignature[] {
  if (!Array.isArray(value)) {
    throw new BundleFieldError('signatures', '"signatures" must be a list (it may be empty).');
  }
  const seen = new Set<string>();
  const signatures = value.map((entry: unknown, index): BundleSignature => {
    const where = `signatures[${index}]`;
    if (!isObject(entry)) throw new BundleFieldError(where, `"${where}" is not an object.`);
    ignored.push(...unknownFields(entry, ['signer', 'signature'], `${where}.`));
    const signer = parseBundleAddress(entry.signer, `${where}.signer`);
    const signature = parseHexBytes(entry.signature, `${where}.signature`);
    const bytes = (signature.length - 2) / 2;
    let validV = bytes >= 65;
    try {
      if (validV) getSignatureType(Number.parseInt(signature.slice(130, 132), 16));
    } catch {
      validV = false;
    }
    if (!validV) {
      throw new BundleFieldError(
        `${where}.signature`,
        `"${where}.signature" is not a Safe signature (65 bytes or more, v of 0, 1, 27, 28, 31 or 32).`,
      );
    }
    if (seen.has(signer)) {
      throw new BundleDuplicateSignerError(
        `${where}.signer`,
        `${signer} signs twice in "signatures"; a bundle holds one signature per signer.`,
      );
    }
    seen.add(signer);
    return { signer, signature };
  });
  return signatures.sort((a, b) => a.signer.toLowerCase().localeCompare(b.signer.toLowerCase()));
}

function parseVersion(value: unknown): typeof BUNDLE_VERSION {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new BundleVersionError('The bundle has no valid "version" (a whole number from 1).');
  }
  if (value > BUNDLE_VERSION) {
    throw new BundleVersionError(
      `This bundle is version ${value}; this app reads bundles up to version ${BUNDLE_VERSION}. Update the app to open it.`,
    );
  }
  return BUNDLE_VERSION;
}

/** UTF-8 size of a text, exact whenever it exceeds the limit (short texts skip the encoding). */
function utf8Length(text: string): number {
  return text.length * 3 <= BUNDLE_MAX_BYTES ? text.length : new TextEncoder().encode(text).length;
}

/** Parses and checks bundle text; throws a {@link BundleError} subclass naming what is wrong. */
export function parseBundle(text: string): ParsedBundle {
  const size = utf8Length(text);
  if (size > BUNDLE_MAX_BYTES) {
    throw new BundleTooLargeError(
      `The bundle is ${Math.ceil(size / 1024)} KiB; bundles are limited to ${BUNDLE_MAX_BYTES / 1024} KiB.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new BundleNotJsonError('This is not a bundle: the text is not JSON.', { cause: error });
  }
  if (!isObject(json)) {
    throw new BundleNotJsonError('This is not a bundle: expected a JSON object.');
  }
  if (json.format !== BUNDLE_FORMAT) {
    throw new BundleFormatError(
      `This is not a Countersign bundle: "format" must be "${BUNDLE_FORMAT}".`,
    );
  }
  const version = parseVersion(json.version);
  const ignored: string[] = [];
  if (typeof json.chainId !== 'string' || !/^[1-9]\d*$/.test(json.chainId)) {
    throw new BundleFieldError('chainId', '"chainId" must be the chain id as a decimal string.');
  }
  const safe = parseBundleAddress(json.safe, 'safe');
  if (typeof json.safeVersion !== 'string') {
    throw new BundleFieldError('safeVersion', '"safeVersion" is missing from the bundle.');
  }
  try {
    parseSafeVersion(json.safeVersion);
  } catch (error) {
    throw new BundleFieldError(
      'safeVersion',
      `"safeVersion" must be a Safe version such as "1.4.1".`,
      { cause: error },
    );
  }
  if (json.createdAt !== undefined) {
    if (typeof json.createdAt !== 'string' || Number.isNaN(Date.parse(json.createdAt))) {
      throw new BundleFieldError('createdAt', '"createdAt" must be an ISO 8601 date and time.');
    }
  }
  if (json.note !== undefined) {
    if (typeof json.note !== 'string' || json.note.length > MAX_NOTE_LENGTH) {
      throw new BundleFieldError(
        'note',
        `"note" must be text of at most ${MAX_NOTE_LENGTH} characters.`,
      );
    }
  }
  const base = {
    format: BUNDLE_FORMAT,
    version,
    chainId: json.chainId,
    safe,
    safeVersion: json.safeVersion,
    signatures: [] as BundleSignature[],
    ...(json.createdAt === undefined ? {} : { createdAt: json.createdAt as string }),
    ...(json.note === undefined ? {} : { note: json.note as string }),
  } as const;
  let bundle: SignedBundle;
  if (json.kind === 'transaction') {
    ignored.unshift(...unknownFields(json, [...TOP_FIELDS, 'transaction'], ''));
    bundle = {
      ...base,
      kind: 'transaction',
      transaction: parseTransaction(json.transaction, ignored),
    };
  } else if (json.kind === 'message') {
    ignored.unshift(...unknownFields(json, [...TOP_FIELDS, 'message'], ''));
    bundle = { ...base, kind: 'message', message: parseMessage(json.message) };
  } else {
    throw new BundleFieldError('kind', '"kind" must be "transaction" or "message".');
  }
  // Signatures last, so ignored fields are listed in the order the documented layout has them.
  bundle.signatures = parseSignatures(json.signatures, ignored);
  return { bundle, ignoredFields: ignored };
}
