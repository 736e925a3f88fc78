/** An error that carries the exact status and JSON body the Safe Client Gateway would send. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(
      typeof body === 'object' && body && 'message' in body
        ? String(body.message)
        : `HTTP ${status}`,
    );
    this.name = 'HttpError';
  }
}

/** A zod-style validation failure: 422 with the first issue, as the CGW ValidationPipe answers. */
export function validationError(message: string, path: (string | number)[]): HttpError {
  return new HttpError(422, { statusCode: 422, code: 'custom', message, path });
}

/** A zod `invalid_type` issue (missing or wrongly typed field). */
export function invalidTypeError(
  path: (string | number)[],
  expected: string,
  received: string,
): HttpError {
  const message =
    received === 'undefined' ? 'Required' : `Expected ${expected}, received ${received}`;
  return new HttpError(422, {
    statusCode: 422,
    code: 'invalid_type',
    expected,
    received,
    path,
    message,
  });
}

/** An upstream-style error (`{code, message}`), e.g. an unknown Safe or transaction. */
export function upstreamError(status: number, message: string): HttpError {
  return new HttpError(status, { code: status, message });
}

/** A Nest HttpException body (`{statusCode, message}`), used by the gateway's verifiers. */
export function exceptionError(status: number, message: string): HttpError {
  return new HttpError(status, { statusCode: status, message });
}

/** A Nest built-in BadRequestException body, as answered by ParseBoolPipe/ParseIntPipe. */
export function badRequest(message: string): HttpError {
  return new HttpError(400, { statusCode: 400, message, error: 'Bad Request' });
}
