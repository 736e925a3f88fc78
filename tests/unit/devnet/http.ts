// Small HTTP helpers for the devnet suites: raw status + parsed body, so error bodies can be asserted.

/** A response as the tests see it. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Send a request and parse JSON when there is a body. */
export async function call<T = unknown>(
  url: string,
  method = 'GET',
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** Values that must never make a route fail with 500. */
export const BAD_VALUES = [
  '0x',
  '0xzz',
  'abc',
  '%E0%A4%A',
  '-1',
  '1e999',
  "'; DROP TABLE safes;--",
  'x'.repeat(300),
];
