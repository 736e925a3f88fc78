// Typed errors of bundle parsing: each says in one sentence what is wrong, naming the field.
import { SafeCoreError } from '../errors';

/** Base class of every bundle error. */
export class BundleError extends SafeCoreError {
  override name = 'BundleError';
}

/** The text is larger than {@link BUNDLE_MAX_BYTES}. */
export class BundleTooLargeError extends BundleError {
  override name = 'BundleTooLargeError';
}

/** The text is not JSON (or not a JSON object). */
export class BundleNotJsonError extends BundleError {
  override name = 'BundleNotJsonError';
}

/** The JSON is not a Countersign bundle (missing or wrong `format` tag). */
export class BundleFormatError extends BundleError {
  override name = 'BundleFormatError';
}

/** The bundle's version is newer than this app reads, or not a version at all. */
export class BundleVersionError extends BundleError {
  override name = 'BundleVersionError';
}

/** A field is missing or has a wrong value; `field` names it (dotted path). */
export class BundleFieldError extends BundleError {
  override name = 'BundleFieldError';
  /** The dotted path of the field, e.g. `transaction.value` or `signatures[1].signer`. */
  readonly field: string;

  /** Creates the error for `field` with a sentence saying what is wrong. */
  constructor(field: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.field = field;
  }
}

/** An address field that is not an address or whose mixed-case checksum is wrong. */
export class BundleAddressError extends BundleFieldError {
  override name = 'BundleAddressError';
}

/** The same signer appears twice in `signatures`. */
export class BundleDuplicateSignerError extends BundleFieldError {
  override name = 'BundleDuplicateSignerError';
}

/** A bundle link whose fragment cannot be decoded. */
export class BundleLinkError extends BundleError {
  override name = 'BundleLinkError';
}
