// Test-only failure injection for the devnet gateway: a test tells it to answer some requests
// with an error (a 404, 429, 5xx…) a number of times, then checks how often the app asked. This is
// how e2e tests reproduce a gateway that fails the second page of a list, without a mock.
import type { RouteResult } from './router';

/** One planted failure. */
export interface Fault {
  /** HTTP method to match (default GET). */
  readonly method: string;
  /** Exact request path (`/v1/chains/31337/safes/0x…/transactions/history`). */
  readonly path: string;
  /** A text the raw query string must contain (`cursor=`), or '' for any. */
  readonly query: string;
  /** Status to answer with. */
  readonly status: number;
  /** How many more requests fail; -1 = until cleared. */
  remaining: number;
  /** How many requests matched it so far. */
  hits: number;
}

/** Parses a fault from a test's JSON; throws on anything not a valid fault. */
export function parseFault(body: unknown): Fault {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const status = Number(input.status);
  if (typeof input.path !== 'string' || !input.path.startsWith('/'))
    throw new Error('path must be an absolute request path');
  if (!Number.isInteger(status) || status < 400 || status > 599)
    throw new Error('status must be an HTTP error status (400-599)');
  const times = input.times === undefined ? -1 : Number(input.times);
  return {
    method: typeof input.method === 'string' ? input.method.toUpperCase() : 'GET',
    path: input.path,
    query: typeof input.query === 'string' ? input.query : '',
    status,
    remaining: Number.isInteger(times) ? times : -1,
    hits: 0,
  };
}

/** The planted failures of one gateway. */
export class FaultInjector {
  private faults: Fault[] = [];

  /** Plants a failure. */
  add(fault: Fault): void {
    this.faults.push(fault);
  }

  /** Removes every failure. */
  clear(): void {
    this.faults = [];
  }

  /** The planted failures with their hit counts. */
  list(): readonly Fault[] {
    return this.faults;
  }

  /** The error answer for a request that a planted failure matches, else null. */
  match(method: string, url: URL): RouteResult | null {
    const fault = this.faults.find(
      (candidate) =>
        candidate.method === method &&
        candidate.path === url.pathname &&
        url.search.includes(candidate.query) &&
        candidate.remaining !== 0,
    );
    if (!fault) return null;
    fault.hits += 1;
    if (fault.remaining > 0) fault.remaining -= 1;
    return { status: fault.status, body: { code: fault.status, message: 'Injected failure' } };
  }
}
