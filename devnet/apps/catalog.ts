// The demo Safe Apps the devnet serves from its second origin (the apps server, not the gateway),
// and how the list describes Countersign itself. Node side only: the gateway lists them, the apps
// server writes their manifests and icons; the pages themselves are in <slug>/ (built by vite).

/** A demo app served by the devnet's apps server under `/<slug>`. */
export interface OriginApp {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly tags: string[];
  readonly features: string[];
  /** Icon background colour. */
  readonly colour: string;
  /** Listed with DOMAIN_ALLOWLIST: only the Countersign app's origin may embed it. */
  readonly allowlisted: boolean;
}

/** The apps on the second origin, in list order. */
export const ORIGIN_APPS: readonly OriginApp[] = [
  {
    slug: 'conformance',
    name: 'Safe Apps Conformance',
    description:
      'Calls every Safe Apps method through the Countersign app-side client and shows each answer.',
    tags: ['devnet', 'developer tools'],
    features: ['BATCHED_TRANSACTIONS'],
    colour: '#b45309',
    allowlisted: false,
  },
  {
    slug: 'batch-builder',
    name: 'Devnet Batch Builder',
    description:
      'Composes a batch of calls (raw or from an ABI), imports and exports Transaction Builder JSON, and proposes it.',
    tags: ['devnet', 'batches', 'Transaction Builder'],
    features: ['BATCHED_TRANSACTIONS'],
    colour: '#15803d',
    allowlisted: true,
  },
];

/** How the list names Countersign itself (opened inside its own host, a Safe acts for a Safe). */
export const COUNTERSIGN_APP = {
  name: 'Countersign',
  description: 'This app, opened as a Safe App: the Safe that opens it can sign for a nested Safe.',
  tags: ['devnet', 'wallet', 'nested Safes'],
  features: [] as string[],
} as const;

/** The Safe Apps manifest (`manifest.json`) a host reads before it shows an app. */
export function originAppManifest(app: OriginApp): object {
  return { name: app.name, description: app.description, iconPath: 'icon.svg' };
}

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A square icon with the app's initials. */
export function originAppIcon(app: OriginApp): string {
  const initials = app.name
    .split(' ')
    .filter((word) => word !== 'Devnet' && word !== 'Safe')
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${app.colour}"/><text x="32" y="42" font-size="26" font-family="sans-serif" text-anchor="middle" fill="#fff">${escapeXml(initials)}</text></svg>`;
}
