// Reads an envelope out of whatever a message carried, without trusting it: wrong shapes give null,
// never a throw. Size is checked by the caller first (acceptance.ts), so reading is cheap.
import type { ErrorResponse, IncomingRequest, SafeAppsResponse, SuccessResponse } from './envelope';
import { isPlainObject } from './message-size';
import { isSafeAppsMethod } from './methods';
import { isWireRequestId } from './request-id';
import { isSupportedSdkVersion } from './version';

/** Why a message was not taken as a request or a reply. */
export type EnvelopeProblem = 'malformed' | 'method' | 'version';

/** A request envelope read from `data`, or the problem with it. Params are not checked here. */
export function readRequestEnvelope(
  data: unknown,
): { request: IncomingRequest } | { problem: EnvelopeProblem } {
  if (!isPlainObject(data) || !isWireRequestId(data.id)) return { problem: 'malformed' };
  if (!isSafeAppsMethod(data.method)) return { problem: 'method' };
  const env = data.env;
  if (!isPlainObject(env) || !isSupportedSdkVersion(env.sdkVersion)) return { problem: 'version' };
  return {
    request: {
      id: data.id,
      method: data.method,
      params: data.params,
      env: { sdkVersion: env.sdkVersion as string },
    },
  };
}

/** A reply envelope read from `data`, or the problem with it. */
export function readResponseEnvelope(
  data: unknown,
): { response: SafeAppsResponse } | { problem: EnvelopeProblem } {
  if (!isPlainObject(data) || !isWireRequestId(data.id)) return { problem: 'malformed' };
  if (!isSupportedSdkVersion(data.version)) return { problem: 'version' };
  const version = data.version as string;
  if (data.success === true) {
    const response: SuccessResponse = { id: data.id, success: true, data: data.data, version };
    return { response };
  }
  if (data.success === false && typeof data.error === 'string') {
    const response: ErrorResponse = { id: data.id, success: false, error: data.error, version };
    return { response };
  }
  return { problem: 'malformed' };
}
