// Entry point of the app-side Safe Apps client, importable by third-party apps (and built as a
// library by `npm run build:safe-apps-client`). Same API surface as @safe-global/safe-apps-sdk.
import { SafeAppsSDK } from './sdk';

export { SafeAppsSDK };
export default SafeAppsSDK;
export * from './sdk';
export * from './communicator';
export * from './eth';
export * from './txs';
export * from './safe';
export * from './wallet';
export * from './message-hash';
export * from './signature-checks';
export * from './provider';
export {
  getSDKVersion,
  isEIP712TypedData as isObjectEIP712TypedData,
  Methods,
  MethodNotImplementedError,
  PERMISSIONS_REQUEST_REJECTED,
  PermissionsError,
  RestrictedMethods,
  RPC_CALLS,
  SAFE_APPS_SDK_VERSION,
  SafeAppsError,
  SafeAppsHostError,
  SafeAppsClientClosedError,
  SafeAppsNoHostError,
  SafeAppsTimeoutError,
  SafeAppsValidationError,
} from '../protocol';
export type * from '../protocol/types';
export type { OriginRule } from '../protocol';
