// Explorer links from the chain config's templates. The template comes from the gateway, so the
// result is used only when it is an http(s) URL (never javascript:, data: or a relative path).

/** A safe http(s) URL, or undefined. */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Fills `{{placeholder}}` in an explorer template; undefined unless the result is http(s). */
export function explorerUrl(
  template: string | null | undefined,
  placeholder: 'address' | 'txHash',
  value: string,
): string | undefined {
  if (!template) return undefined;
  return safeHttpUrl(template.split(`{{${placeholder}}}`).join(encodeURIComponent(value)));
}
