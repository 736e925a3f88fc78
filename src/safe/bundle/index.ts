export * from './types';
export * from './errors';
export { parseBundle, parseBundleAddress } from './parse';
export { serializeBundle, sortBundleSignatures } from './serialize';
export { createBundle } from './create';
export type { CreateBundleParameters } from './create';
export { calculateBundleHash, bundleTransactionData } from './hash';
export { checkBundleSignature } from './signer-check';
export { mergeBundles } from './merge';
export type { BundleConflict, BundleConflictReason, MergeBundlesReturnType } from './merge';
export {
  BUNDLE_LINK_PATH,
  BUNDLE_LINK_PARAM,
  createBundleLink,
  decodeBundleLink,
  encodeBundleFragment,
} from './link';
