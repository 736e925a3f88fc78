// The web app manifest is linked once the first screen is up rather than from index.html: Chromium
// fetches a linked manifest, and the install icon it names, as soon as it parses the head, beside
// the entry, and on a phone's slow link every request in flight slowed the entry. Nothing needs the
// manifest sooner: installing is offered once the app is running, and the worker registers then.

/** Where index.html used to link the manifest from (the app is served at the root). */
export const MANIFEST_HREF = '/manifest.webmanifest';

/** Links the app's manifest in `doc`'s head, once; returns the link. */
export function linkManifest(doc: Document = document, href = MANIFEST_HREF): HTMLLinkElement {
  const existing = doc.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (existing) return existing;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = href;
  doc.head.append(link);
  return link;
}
