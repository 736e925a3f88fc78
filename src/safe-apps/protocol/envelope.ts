// The message envelope in both directions (reference B.1), byte-compatible with the public SDK:
// requests `{ id, method, params, env: { sdkVersion } }`, replies `{ id, success, data | error,
// version }`. Hosts must send `version`: the public SDK drops replies without it.
import type { SafeAppsMethod } from './methods';
import { createRequestId, type RandomBytes } from './request-id';
import type { MethodToParams, MethodToResponse } from './types';
import { SAFE_APPS_SDK_VERSION } from './version';

/** A request from an app to its host. */
export type SafeAppsRequest<M extends SafeAppsMethod = SafeAppsMethod> = {
  id: string;
  method: M;
  params: M extends keyof MethodToParams ? MethodToParams[M] : unknown;
  env: { sdkVersion: string };
};

/** A request as it arrives at a host: method and envelope checked, params not yet. */
export type IncomingRequest = {
  id: string;
  method: SafeAppsMethod;
  params: unknown;
  env: { sdkVersion: string };
};

/** A successful reply. */
export type SuccessResponse<T = unknown> = {
  id: string;
  success: true;
  data: T;
  version: string;
};

/** A failed reply: `error` is the text the app's Error will carry. */
export type ErrorResponse = { id: string; success: false; error: string; version: string };

/** A reply from a host. */
export type SafeAppsResponse<T = unknown> = SuccessResponse<T> | ErrorResponse;

/** Builds a request with a fresh id (10 random bytes in hex) and our SDK version. */
export function makeRequest<M extends SafeAppsMethod>(
  method: M,
  params: MethodToParams[M],
  options: { randomBytes?: RandomBytes; sdkVersion?: string } = {},
): SafeAppsRequest<M> {
  return {
    id: createRequestId(options.randomBytes),
    method,
    params: params as SafeAppsRequest<M>['params'],
    env: { sdkVersion: options.sdkVersion ?? SAFE_APPS_SDK_VERSION },
  };
}

/** Builds the success reply to request `id`. */
export function makeSuccessResponse<M extends SafeAppsMethod>(
  id: string,
  data: MethodToResponse[M],
  version: string = SAFE_APPS_SDK_VERSION,
): SuccessResponse<MethodToResponse[M]> {
  return { id, success: true, data, version };
}

/** Builds the error reply to request `id`. */
export function makeErrorResponse(
  id: string,
  error: string,
  version: string = SAFE_APPS_SDK_VERSION,
): ErrorResponse {
  return { id, success: false, error, version };
}
