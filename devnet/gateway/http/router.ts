import type { IncomingHttpHeaders } from 'node:http';

/** What a route handler sees of a request. */
export interface RequestContext {
  readonly method: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly headers: IncomingHttpHeaders;
  /** The absolute URL the client asked for, rebuilt like the CGW does (proto + Host + path). */
  readonly requestUrl: URL;
}

/** A handler's answer; `body` undefined sends an empty body. */
export interface RouteResult {
  readonly status: number;
  readonly body?: unknown;
  readonly contentType?: string;
}

/** A route handler. */
export type Handler = (ctx: RequestContext) => Promise<RouteResult> | RouteResult;

interface Route {
  readonly method: string;
  readonly segments: readonly string[];
  readonly handler: Handler;
}

/** Split a path into segments, ignoring a trailing slash like Express does. */
function split(path: string): string[] {
  return path.split('/').filter((s, i, all) => s !== '' || (i > 0 && i < all.length - 1));
}

/** A minimal method + path-template router (`/v1/chains/:chainId`). */
export class Router {
  private readonly routes: Route[] = [];

  /** Register a handler for a method and a path template. */
  add(method: string, template: string, handler: Handler): this {
    this.routes.push({ method, segments: split(template), handler });
    return this;
  }

  /** Find the handler for a request; `allowed` lists methods matching the path when none matched. */
  match(
    method: string,
    path: string,
  ): { handler: Handler; params: Record<string, string> } | { handler: null; allowed: string[] } {
    const segments = split(path);
    const allowed: string[] = [];
    for (const route of this.routes) {
      const params = matchSegments(route.segments, segments);
      if (!params) continue;
      if (route.method === method) return { handler: route.handler, params };
      allowed.push(route.method);
    }
    return { handler: null, allowed };
  }
}

function matchSegments(
  template: readonly string[],
  actual: readonly string[],
): Record<string, string> | null {
  if (template.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const t = template[i]!;
    const a = actual[i]!;
    if (t.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(a);
      } catch {
        value = a;
      }
      params[t.slice(1)] = value;
    } else if (t !== a) return null;
  }
  return params;
}
