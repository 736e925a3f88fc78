// A tapped notification's link, posted by the worker to an open window. Listened for from the
// shell's first render, not from the lazily loaded push code: after DOMContentLoaded the browser
// delivers worker messages at once, so a tap that lands while that code still loads would be lost.

/** True for the worker's "open this link" message (sw/push/handlers.ts) with an in-app path. */
export function isOpenLinkMessage(data: unknown): data is { type: 'PUSH:OPEN'; href: string } {
  const message = data as { type?: unknown; href?: unknown } | null;
  return (
    message?.type === 'PUSH:OPEN' &&
    typeof message.href === 'string' &&
    message.href.startsWith('/') &&
    !message.href.startsWith('//')
  );
}

/** Navigates to every link a tapped notification sends; returns the function that stops. */
export function listenForOpenLinks(
  navigate: (href: string) => void,
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): () => void {
  if (!container) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if (isOpenLinkMessage(event.data)) navigate(event.data.href);
  };
  container.addEventListener('message', onMessage);
  container.startMessages();
  return () => container.removeEventListener('message', onMessage);
}
