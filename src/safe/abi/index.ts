export { parseAbi, callableFunctions, functionSignature, isCallableFunction } from './parse-abi';
export type { ParsedAbi, ParseAbiResult } from './parse-abi';
export {
  parseParamInput,
  parseAddressInput,
  parseIntegerInput,
  parseBoolInput,
  parseBytesInput,
  inputHint,
} from './parse-input';
export type { ParseInputResult } from './parse-input';
export { buildCustomCall, parseNativeAmount, formatCallSummary } from './custom-call';
export type { BuildCustomCallResult } from './custom-call';
export { decodeWithAbi, decodeWithUserAbis } from './decode-with-abi';
export type {
  UserAbiLookup,
  UserAbiDecodedCall,
  DecodeWithUserAbisReturnType,
} from './decode-with-abi';
