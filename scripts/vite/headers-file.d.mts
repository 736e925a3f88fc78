// Types of headers-file.mjs (plain JavaScript so that node runs it without a TypeScript loader).

/** One `_headers` rule: a path pattern and its headers in file order. */
export type HeaderRule = { path: string; headers: Array<[name: string, value: string]> };

/** Writes rules in the `_headers` format. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string;
/** Reads the `_headers` format back into rules. */
export function parseHeadersFile(text: string): HeaderRule[];
/** The headers (lower-case names) every matching rule gives `pathname`. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string>;
/** The rules of `<root>/_headers`, or none when there is no such file. */
export function readHeadersFile(root: string): HeaderRule[];
