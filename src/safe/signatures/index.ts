export { getSignatureType } from './signature-type';
export type { SignatureType } from './signature-type';
export { adjustV, adjustEthSignSignature } from './adjust-v';
export type { SigningMethod } from './adjust-v';
export { splitSignatureBytes } from './split-signatures';
export type { SignaturePart } from './split-signatures';
export {
  recoverSignaturePart,
  recoverSignatures,
  warmRecoveryInSlices,
} from './recover-signatures';
export type { SafeSignature, RecoverSignaturesErrorType } from './recover-signatures';
export {
  approvedHashSignature,
  contractSignature,
  ecdsaSignature,
  sortSignatures,
  buildSignatureBytes,
} from './build-signatures';
export { mergeSignatures } from './merge-signatures';
