// UR transport (BCR-2020-005) over the maintained bc-ur package: any UR split into fountain-coded
// parts for an animated QR, parts collected back in any order, and the generic `bytes` UR for
// payloads of our own (a signed bundle's JSON). Needs the global `Buffer` (see loadUr.ts).
import { UR, URDecoder, UREncoder } from '@ngraveio/bc-ur';
import { UrError } from './errors';

/** A UR's type and CBOR body, the form every QR screen passes around. */
export interface UrPayload {
  /** The registry type, e.g. `eth-sign-request`, `bytes`. */
  type: string;
  /** The CBOR body. */
  cbor: Uint8Array;
}

/**
 * Bytes per fragment: a part stays near 180 characters, which a QR version ≤ 12 holds in
 * alphanumeric mode — dense enough to fit, sparse enough for a phone camera at arm's length.
 */
export const DEFAULT_FRAGMENT_LENGTH = 90;

const toBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

/** The generic `bytes` UR of a UTF-8 string or raw bytes. */
export function bytesUr(payload: string | Uint8Array): UrPayload {
  const data = typeof payload === 'string' ? new TextEncoder().encode(payload) : payload;
  const ur = UR.fromBuffer(toBuffer(data));
  return { type: ur.type, cbor: new Uint8Array(ur.cbor) };
}

/** The bytes of a `bytes` UR; throws for any other type. */
export function bytesOf(ur: UrPayload): Uint8Array {
  if (ur.type !== 'bytes') {
    throw new UrError(`This QR code holds "${ur.type}", not the data expected.`);
  }
  return new Uint8Array(new UR(toBuffer(ur.cbor), 'bytes').decodeCBOR());
}

/** The UTF-8 text of a `bytes` UR. */
export function textOf(ur: UrPayload): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(bytesOf(ur));
}

/** The whole UR as one `ur:` text (for copy and paste, whatever its length). */
export function urText(ur: UrPayload): string {
  return UREncoder.encodeSinglePart(new UR(toBuffer(ur.cbor), ur.type));
}

/** An endless source of QR texts for one UR: the parts in order, then fountain parts. */
export interface UrPartSource {
  /** How many parts make the message (1: a single static code). */
  readonly partCount: number;
  /** The next part's text (upper-case, for QR alphanumeric mode). */
  nextPart(): string;
}

/** Splits `ur` into parts of at most `fragmentLength` bytes. */
export function urParts(ur: UrPayload, fragmentLength = DEFAULT_FRAGMENT_LENGTH): UrPartSource {
  const encoder = new UREncoder(new UR(toBuffer(ur.cbor), ur.type), fragmentLength);
  const partCount = encoder.fragmentsLength;
  if (partCount === 1) {
    const single = UREncoder.encodeSinglePart(new UR(toBuffer(ur.cbor), ur.type)).toUpperCase();
    return { partCount, nextPart: () => single };
  }
  return { partCount, nextPart: () => encoder.nextPart().toUpperCase() };
}

/** Where a collection of scanned parts stands. */
export type UrCollectState =
  | { status: 'collecting'; received: number; expected: number; progress: number }
  | { status: 'done'; ur: UrPayload };

/** Collects scanned `ur:` texts until one UR is complete. */
export interface UrCollector {
  /** Feeds one scanned text; throws a UrError for a non-UR text or a type not accepted. */
  receive(text: string): UrCollectState;
}

/** A collector that accepts only the given UR types (any type when empty). */
export function createUrCollector(acceptedTypes: readonly string[] = []): UrCollector {
  let decoder = new URDecoder();
  let currentType = '';
  let done: UrPayload | undefined;
  return {
    receive(text) {
      if (done) return { status: 'done', ur: done };
      const part = text.trim().toLowerCase();
      if (!part.startsWith('ur:')) {
        throw new UrError('This QR code is not a UR code.', {
          details: 'Show the QR code of the device or app that made the request.',
        });
      }
      const type = part.slice(3).split('/')[0] ?? '';
      if (acceptedTypes.length > 0 && !acceptedTypes.includes(type)) {
        throw new UrError(`This QR code holds "${type}", not ${acceptedTypes.join(' or ')}.`);
      }
      // A part of another type (the other side moved on) starts a new collection.
      if (type !== currentType) {
        decoder = new URDecoder();
        currentType = type;
      }
      try {
        // Duplicates and parts of another message of this type are ignored (false).
        decoder.receivePart(part);
      } catch (cause) {
        throw new UrError('This QR code could not be read as a UR part.', { cause });
      }
      if (decoder.isComplete()) {
        if (!decoder.isSuccess()) {
          const reason = decoder.resultError();
          decoder = new URDecoder();
          throw new UrError('The QR parts did not make a valid message.', { details: reason });
        }
        const ur = decoder.resultUR();
        done = { type: ur.type, cbor: new Uint8Array(ur.cbor) };
        return { status: 'done', ur: done };
      }
      return {
        status: 'collecting',
        received: decoder.receivedPartIndexes().length,
        expected: decoder.expectedPartCount(),
        progress: decoder.estimatedPercentComplete(),
      };
    },
  };
}
