import { CLIENT_SCRIPT } from './client-script';

/** A demo Safe App the devnet hosts itself. */
export interface DemoApp {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly tags: string[];
  readonly features: string[];
  /** Body markup (static, no user data) and the script that wires its buttons. */
  readonly body: string;
  readonly script: string;
  /** Icon background colour. */
  readonly colour: string;
}

/** The demo apps, in list order. */
export const DEMO_APPS: readonly DemoApp[] = [
  {
    slug: 'tx-builder',
    name: 'Devnet Transaction Builder',
    description: 'Reads the Safe and proposes a batch of calls through the Safe Apps contract.',
    tags: ['devnet', 'transactions'],
    features: ['BATCHED_TRANSACTIONS'],
    colour: '#0e7490',
    body: `<button id="info">Read Safe info</button>
<button id="propose">Propose a 0 ETH call to the Safe itself</button>
<pre id="out" aria-live="polite"></pre>`,
    script: `document.getElementById('info').onclick = () => run('out', () => send('getSafeInfo'));
document.getElementById('propose').onclick = () => run('out', async () => {
  const safe = await send('getSafeInfo');
  return send('sendTransactions', { txs: [{ to: safe.safeAddress, value: '0', data: '0x' }] });
});`,
  },
  {
    slug: 'message-signer',
    name: 'Devnet Message Signer',
    description: 'Asks the Safe to sign a text message (EIP-1271, off-chain when possible).',
    tags: ['devnet', 'messages'],
    features: [],
    colour: '#7c3aed',
    body: `<label for="message">Message</label>
<textarea id="message" rows="3">Hello from the devnet</textarea>
<button id="sign">Sign with the Safe</button>
<pre id="out" aria-live="polite"></pre>`,
    script: `document.getElementById('sign').onclick = () =>
  run('out', () => send('signMessage', { message: document.getElementById('message').value }));`,
  },
];

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The app's script: the shared contract client and the wiring of its buttons (a file of its own,
 * so the page runs under a CSP without 'unsafe-inline'). */
export function demoAppScript(app: DemoApp): string {
  return `${CLIENT_SCRIPT}\n${app.script}\n`;
}

/** The app's page: static markup; its script is loaded from `app.js`. */
export function demoAppHtml(app: DemoApp): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(app.name)}</title>
<style>body{font:16px system-ui,sans-serif;margin:1rem;max-width:40rem}button,textarea{display:block;margin:.5rem 0;font:inherit}textarea{width:100%}pre{white-space:pre-wrap;word-break:break-all;background:#f1f5f9;padding:.5rem}</style>
</head><body><h1>${escapeHtml(app.name)}</h1><p>${escapeHtml(app.description)}</p>
${app.body}
<script src="/apps/${app.slug}/app.js"></script></body></html>`;
}

/** The Safe Apps manifest (`manifest.json`) hosts read. */
export function demoAppManifest(app: DemoApp): object {
  return { name: app.name, description: app.description, iconPath: 'icon.svg' };
}

/** A simple square icon with the app's initial. */
export function demoAppIcon(app: DemoApp): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${app.colour}"/><text x="32" y="42" font-size="30" font-family="sans-serif" text-anchor="middle" fill="#fff">${escapeHtml(app.name.split(' ')[1]?.[0] ?? 'D')}</text></svg>`;
}
