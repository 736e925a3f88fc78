// Decoded calldata, as the gateway's data decoder and transaction details describe it.

import type { Operation } from '../vocabulary';

/** A call nested in a parameter (the inner transactions of a multiSend). */
export type ValueDecoded = {
  operation: Operation;
  to: string;
  value: string;
  data: string | null;
  dataDecoded?: DataDecoded | null;
};

/** One decoded argument; `value` is a string or, for arrays and tuples, nested values. */
export type DecodedParameter = {
  name: string;
  type: string;
  value: DecodedValue;
  /**
   * Inner calls: an array for multiSend; the NestJS gateway may also send a single nested
   * decoding.
   */
  valueDecoded?: ValueDecoded[] | DataDecoded | null;
};

/** A decoded argument value: a string, or nested arrays for array and tuple types. */
export type DecodedValue = string | DecodedValue[];

/** How sure the decoder is of the ABI it used (NestJS gateway only). */
export type DecodedDataAccuracy =
  'FULL_MATCH' | 'PARTIAL_MATCH' | 'ONLY_FUNCTION_MATCH' | 'NO_MATCH' | 'UNKNOWN';

/** A decoded call: its method and arguments; `parameters` is null when nothing was decoded. */
export type DataDecoded = {
  method: string;
  parameters?: DecodedParameter[] | null;
};

/** Body of the data decoder: calldata and its target. */
export type DecodedDataRequest = {
  operation: Operation;
  data: string;
  /** Required by current gateways (v1.79), optional in older ones. */
  to?: string;
};

/** Answer of the data decoder. */
export type DecodedDataResponse = DataDecoded & {
  accuracy?: DecodedDataAccuracy;
};
