// The bundle format: deterministic text, round trips, versions, unknown fields, and every kind of
// malformed input refused with a typed error that names what is wrong.
import { describe, expect, it } from 'vitest';
import {
  BUNDLE_MAX_BYTES,
  BundleAddressError,
  BundleDuplicateSignerError,
  BundleFieldError,
  BundleFormatError,
  BundleNotJsonError,
  BundleTooLargeError,
  BundleVersionError,
  createBundle,
  parseBundle,
  serializeBundle,
} from '../../../../src/safe/bundle/index.js';
import { owners, safe, signedBy, unsignedTransactionBundle } from './fixtures';

const signed = signedBy(unsignedTransactionBundle(), owners[1]!, owners[0]!);
const asJson = (): Record<string, unknown> =>
  JSON.parse(serializeBundle(signed)) as Record<string, unknown>;
const withField = (patch: Record<string, unknown>) => JSON.stringify({ ...asJson(), ...patch });
const withTx = (patch: Record<string, unknown>) =>
  withField({ transaction: { ...(asJson().transaction as object), ...patch } });

function errorOf(text: string): Error {
  try {
    parseBundle(text);
  } catch (error) {
    return error as Error;
  }
  throw new Error('parseBundle accepted the text');
}

describe('serializeBundle', () => {
  it('writes the documented key order and sorts signatures by signer', () => {
    const text = serializeBundle(signed);
    expect(Object.keys(JSON.parse(text) as object)).toEqual([
      'format',
      'version',
      'chainId',
      'safe',
      'safeVersion',
      'kind',
      'transaction',
      'signatures',
    ]);
    const signers = (JSON.parse(text) as { signatures: { signer: string }[] }).signatures.map((s) =>
      s.signer.toLowerCase(),
    );
    expect(signers).toEqual([...signers].sort());
  });

  it('gives equal text for equal bundles whatever the signature or key order', () => {
    const reordered = { ...signed, signatures: [...signed.signatures].reverse() };
    const shuffled = JSON.parse(JSON.stringify(reordered), (_key, value: unknown) => value);
    expect(serializeBundle(reordered)).toBe(serializeBundle(signed));
    expect(serializeBundle(parseBundle(JSON.stringify(shuffled)).bundle)).toBe(
      serializeBundle(signed),
    );
  });

  it('round-trips through parseBundle, compact and indented', () => {
    expect(parseBundle(serializeBundle(signed)).bundle).toEqual(
      parseBundle(serializeBundle(signed, 0)).bundle,
    );
    expect(serializeBundle(parseBundle(serializeBundle(signed)).bundle)).toBe(
      serializeBundle(signed),
    );
    expect(serializeBundle(signed, 0)).not.toContain('\n');
  });

  it('round-trips a text message and an EIP-712 message', () => {
    for (const message of [
      'I agree',
      {
        domain: { name: 'Mail', chainId: 31337 },
        types: { Mail: [{ name: 'contents', type: 'string' }] },
        primaryType: 'Mail',
        message: { contents: 'hi' },
      },
    ]) {
      const bundle = createBundle({
        chainId: 31337n,
        safeAddress: safe.toLowerCase(),
        safeVersion: '1.3.0',
        signatures: [],
        message,
        note: 'for the board',
      });
      expect(parseBundle(serializeBundle(bundle)).bundle).toEqual(bundle);
      expect(bundle.safe).toBe(safe);
    }
  });
});

describe('parseBundle versions and unknown fields', () => {
  it('rejects a higher version with a clear error', () => {
    const error = errorOf(withField({ version: 2 }));
    expect(error).toBeInstanceOf(BundleVersionError);
    expect(error.message).toBe(
      'This bundle is version 2; this app reads bundles up to version 1. Update the app to open it.',
    );
  });

  it('rejects a version that is not a whole number from 1', () => {
    for (const version of [0, '1', 1.5, null]) {
      expect(errorOf(withField({ version }))).toBeInstanceOf(BundleVersionError);
    }
  });

  it('ignores unknown fields and lists them', () => {
    const text = JSON.stringify({
      ...asJson(),
      comment: 'x',
      transaction: { ...(asJson().transaction as object), hint: 1 },
      signatures: [
        { ...(asJson().signatures as object[])[0]!, device: 'ledger' },
        (asJson().signatures as object[])[1],
      ],
    });
    const parsed = parseBundle(text);
    expect(parsed.ignoredFields).toEqual(['comment', 'transaction.hint', 'signatures[0].device']);
    expect(serializeBundle(parsed.bundle)).toBe(serializeBundle(signed));
  });

  it('lists nothing for a bundle this version wrote', () => {
    expect(parseBundle(serializeBundle(signed)).ignoredFields).toEqual([]);
  });
});

describe('parseBundle refuses malformed input', () => {
  it('refuses text over the size limit before parsing it', () => {
    const huge = `{"pad":"${'a'.repeat(BUNDLE_MAX_BYTES)}"}`;
    const error = errorOf(huge);
    expect(error).toBeInstanceOf(BundleTooLargeError);
    expect(error.message).toBe('The bundle is 257 KiB; bundles are limited to 256 KiB.');
  });

  it('counts UTF-8 bytes, not characters, for the limit', () => {
    const note = 'é'.repeat(BUNDLE_MAX_BYTES / 2);
    expect(errorOf(withField({ note }))).toBeInstanceOf(BundleTooLargeError);
  });

  it('refuses text that is not JSON or not an object', () => {
    expect(errorOf('{"format":')).toBeInstanceOf(BundleNotJsonError);
    expect(errorOf('{"format":').message).toBe('This is not a bundle: the text is not JSON.');
    expect(errorOf('[1,2]').message).toBe('This is not a bundle: expected a JSON object.');
  });

  it('refuses a wrong format tag', () => {
    const error = errorOf(withField({ format: 'safe-bundle' }));
    expect(error).toBeInstanceOf(BundleFormatError);
    expect(error.message).toBe(
      'This is not a Countersign bundle: "format" must be "countersign-bundle".',
    );
  });

  it.each([
    [{ chainId: 31337 }, 'chainId', '"chainId" must be the chain id as a decimal string.'],
    [
      { safeVersion: 'latest' },
      'safeVersion',
      '"safeVersion" must be a Safe version such as "1.4.1".',
    ],
    [{ kind: 'batch' }, 'kind', '"kind" must be "transaction" or "message".'],
    [{ signatures: {} }, 'signatures', '"signatures" must be a list (it may be empty).'],
    [{ createdAt: 'yesterday' }, 'createdAt', '"createdAt" must be an ISO 8601 date and time.'],
    [{ transaction: undefined }, 'transaction', 'The bundle has no "transaction" object.'],
  ])('names the field in %j', (patch, field, message) => {
    const error = errorOf(withField(patch));
    expect(error).toBeInstanceOf(BundleFieldError);
    expect((error as BundleFieldError).field).toBe(field);
    expect(error.message).toBe(message);
  });

  it.each([
    [
      { value: '1.5' },
      'transaction.value',
      '"transaction.value" must be a whole number written as a decimal string (e.g. "0").',
    ],
    [
      { value: 1000 },
      'transaction.value',
      '"transaction.value" must be a whole number written as a decimal string (e.g. "0").',
    ],
    [
      { nonce: '-1' },
      'transaction.nonce',
      '"transaction.nonce" must be a whole number written as a decimal string (e.g. "0").',
    ],
    [
      { nonce: (1n << 256n).toString() },
      'transaction.nonce',
      '"transaction.nonce" must be a whole number written as a decimal string (e.g. "0").',
    ],
    [
      { data: '0xabc' },
      'transaction.data',
      '"transaction.data" must be hex bytes starting with 0x.',
    ],
    [
      { operation: 2 },
      'transaction.operation',
      '"transaction.operation" must be 0 (call) or 1 (delegatecall).',
    ],
    [
      { gasPrice: undefined },
      'transaction.gasPrice',
      '"transaction.gasPrice" is missing from the bundle.',
    ],
  ])('names the transaction field in %j', (patch, field, message) => {
    const error = errorOf(withTx(patch));
    expect((error as BundleFieldError).field).toBe(field);
    expect(error.message).toBe(message);
  });

  it('refuses an address with a wrong checksum and one that is not an address', () => {
    const wrongCase = safe.replace(/[a-f]/, (c) => c.toUpperCase());
    let error = errorOf(withField({ safe: wrongCase }));
    expect(error).toBeInstanceOf(BundleAddressError);
    expect(error.message).toBe(
      '"safe" has a wrong address checksum (a mistyped or altered address).',
    );
    error = errorOf(withTx({ to: '0x1234' }));
    expect(error).toBeInstanceOf(BundleAddressError);
    expect(error.message).toBe('"transaction.to" is not an address (0x and 40 hex digits).');
  });

  it('accepts an all-lower-case address and checksums it', () => {
    expect(parseBundle(withField({ safe: safe.toLowerCase() })).bundle.safe).toBe(safe);
  });

  it('refuses a duplicate signer', () => {
    const [first] = signed.signatures;
    const error = errorOf(
      withField({ signatures: [first, { ...first, signer: first!.signer.toLowerCase() }] }),
    );
    expect(error).toBeInstanceOf(BundleDuplicateSignerError);
    expect((error as BundleDuplicateSignerError).field).toBe('signatures[1].signer');
    expect(error.message).toBe(
      `${first!.signer} signs twice in "signatures"; a bundle holds one signature per signer.`,
    );
  });

  it('refuses a signature that is not a Safe signature', () => {
    const [first] = signed.signatures;
    for (const signature of ['0x1234', first!.signature.slice(0, -2) + '05']) {
      const error = errorOf(withField({ signatures: [{ ...first, signature }] }));
      expect((error as BundleFieldError).field).toBe('signatures[0].signature');
    }
  });

  it('refuses a message that is neither text nor EIP-712', () => {
    const message = createBundle({
      chainId: '1',
      safeAddress: safe,
      safeVersion: '1.4.1',
      signatures: [],
      message: 'x',
    });
    const text = JSON.stringify({ ...JSON.parse(serializeBundle(message)), message: { a: 1 } });
    expect((errorOf(text) as BundleFieldError).field).toBe('message');
  });
});
