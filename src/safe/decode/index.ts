export { decodeCalldata, isKnownSelector } from './decode-calldata';
export type {
  LocalDataDecoded,
  LocalDecodedParameter,
  LocalDecodedValue,
  LocalValueDecoded,
} from './decode-calldata';
