// @vitest-environment jsdom
// The e-mail alerts panel with a wallet and a gateway stubbed at their edges: an invalid address
// asks neither; registering asks the wallet to personal_sign exactly the message built here from
// the values sent, with the timestamp sent in the header (the signature recovers to the signer);
// the record is stored so the state and the cooldown show; the masked verify failure and a refused
// registration read in words; removal is signed with the delete message and empties the panel.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getAddress, hashMessage, SigningKey, verifyMessage } from 'ethers';
import { IDBFactory } from 'fake-indexeddb';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmailAlertsPanel } from '../../../../src/features/email-alerts/EmailAlertsPanel';
import { createGatewayClient } from '../../../../src/gateway';
import {
  GatewayContext,
  type GatewayContextValue,
} from '../../../../src/session/gateway/GatewayClientProvider';
import { closeCountersignDb } from '../../../../src/storage/db';
import { getEmailAlertRecord } from '../../../../src/storage/emailAlerts';
import { walletSession } from '../../../../src/wallet/session';
import { mountPerTest } from '../../dom';

const KEY = new SigningKey('0x6cbed15c793ce57650b9877cf6fa156fbef513c4e6134f022a85b1ffdd59b2a1');
const SIGNER = getAddress('0xFFcf8FDEE72ac11b5c542428B35EEF5769C409f0');
const SAFE = getAddress('0x5afe0000000000000000000000000000000000c0');
const CHAIN_ID = '31337';
const EMAILS = `http://gateway.test/v1/chains/${CHAIN_ID}/safes/${SAFE}/emails`;

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}
let signed: string[];
/** While set, the wallet holds its answer until the test releases it. */
let hold: Promise<void> | null;
/** What the page showed as the device screen when the wallet was asked. */
let shownWhenAsked: string[];
let sent: Sent[];
/** The gateway's answer per `METHOD url`; 200 with an empty body otherwise. */
let answers: Map<string, number>;

const dom = mountPerTest();
beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  signed = [];
  hold = null;
  shownWhenAsked = [];
  sent = [];
  answers = new Map();
  await walletSession.connect({
    info: { uuid: 'test', name: 'Test wallet', icon: '', rdns: 'test.wallet' },
    provider: {
      request: async ({ method, params }: { method: string; params?: unknown[] }) => {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [SIGNER];
        if (method === 'eth_chainId') return '0x7a69';
        if (method === 'personal_sign') {
          const message = String(params?.[0]);
          signed.push(message);
          shownWhenAsked.push(byTestId('hw-message'));
          await hold;
          return KEY.sign(hashMessage(message)).serialized;
        }
        throw new Error(`${method} not supported`);
      },
    },
  });
});
afterEach(async () => {
  walletSession.disconnect();
  await closeCountersignDb();
});

function render() {
  const client = createGatewayClient({
    baseUrl: 'http://gateway.test',
    fetch: async (input, init) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      sent.push({
        method,
        url,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        body: String(init?.body ?? ''),
      });
      return new Response(null, { status: answers.get(`${method} ${url}`) ?? 200 });
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    dom.root.render(
      <QueryClientProvider client={queryClient}>
        <GatewayContext.Provider value={{ client } as GatewayContextValue}>
          <EmailAlertsPanel target={{ chainId: CHAIN_ID, safeAddress: SAFE, signer: SIGNER }} />
        </GatewayContext.Provider>
      </QueryClientProvider>,
    ),
  );
}

const text = () => dom.container.textContent ?? '';
const byTestId = (id: string) =>
  dom.container.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
const button = (name: string) =>
  [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name)!;

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(check()).toBe(true);
}

function fill(label: string, value: string) {
  const input = [...dom.container.querySelectorAll('input')].find(
    (i) => i.labels?.[0]?.textContent === label,
  )!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return input;
}

async function submit(label: string, value: string) {
  const input = fill(label, value);
  await act(async () => {
    input.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

describe('EmailAlertsPanel', () => {
  it('shows the message as the signer’s device will, while the wallet is asked to sign it', async () => {
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    render();
    await until(() => text().includes('No e-mail alerts for this account on this Safe'));
    await submit('E-mail address', 'owner@example.test');
    await until(() => signed.length === 1);
    // Shown before the wallet was asked (already on the page then), and still while it asks.
    expect(shownWhenAsked).toEqual([signed[0]]);
    expect(byTestId('hw-message')).toBe(signed[0]);
    await act(async () => release());
    await until(() => byTestId('registered-email') === 'owner@example.test');
    expect(dom.container.querySelector('[data-testid="hardware-screen"]')).toBeNull();
  });

  it('signs exactly the register message it sends, stores the record and shows the cooldown', async () => {
    render();
    await until(() => text().includes('No e-mail alerts for this account on this Safe'));

    await submit('E-mail address', 'owner@example');
    expect(text()).toContain('Enter an address like name@example.com.');
    expect(signed).toEqual([]);
    expect(sent).toEqual([]);

    await submit('E-mail address', ' owner@example.test ');
    await until(() => byTestId('registered-email') === 'owner@example.test');
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request).toMatchObject({ method: 'POST', url: EMAILS });
    expect(JSON.parse(request!.body)).toEqual({
      emailAddress: 'owner@example.test',
      signer: SIGNER,
    });
    const timestamp = request!.headers['safe-wallet-signature-timestamp']!;
    expect(signed).toEqual([
      `email-register-${CHAIN_ID}-${SAFE}-owner@example.test-${SIGNER}-${timestamp}`,
    ]);
    expect(verifyMessage(signed[0]!, request!.headers['safe-wallet-signature']!)).toBe(SIGNER);
    expect(byTestId('email-verified-state')).toBe('Waiting for the code');
    expect(byTestId('resend-cooldown')).toBe('A new code can be requested in 60 s.');
    expect(await getEmailAlertRecord(CHAIN_ID, SAFE, SIGNER)).toMatchObject({
      email: 'owner@example.test',
      verified: false,
      codeSentAt: expect.any(Number),
    });

    // The verify route masks every failure as an empty 400: it reads as wrong, expired or replaced.
    answers.set(`PUT ${EMAILS}/${SIGNER}/verify`, 400);
    await submit('Verification code', '123456');
    await until(() => byTestId('email-alerts-error').includes('The code was not accepted'));
    answers.set(`PUT ${EMAILS}/${SIGNER}/verify`, 204);
    await submit('Verification code', '654321');
    await until(() => byTestId('email-verified-state') === 'Verified');
    expect(JSON.parse(sent.at(-1)!.body)).toEqual({ code: '654321' });
    expect(signed).toHaveLength(1);

    // Removal: two steps, signed with the delete message, then the panel is empty again.
    answers.set(`DELETE ${EMAILS}/${SIGNER}`, 204);
    act(() => button('Remove e-mail alerts').click());
    await act(async () => button('Yes, remove owner@example.test').click());
    await until(() => text().includes('No e-mail alerts for this account on this Safe'));
    const removal = sent.at(-1)!;
    expect(removal.method).toBe('DELETE');
    expect(signed.at(-1)).toBe(
      `email-delete-${CHAIN_ID}-${SAFE}-${SIGNER}-${removal.headers['safe-wallet-signature-timestamp']}`,
    );
    expect(await getEmailAlertRecord(CHAIN_ID, SAFE, SIGNER)).toBeNull();
  });

  it('says why a registration was refused and stores nothing', async () => {
    answers.set(`POST ${EMAILS}`, 403);
    render();
    await until(() => text().includes('No e-mail alerts'));
    await submit('E-mail address', 'owner@example.test');
    await until(() => byTestId('email-alerts-error').includes('must be an owner of this Safe'));
    expect(await getEmailAlertRecord(CHAIN_ID, SAFE, SIGNER)).toBeNull();
    expect(signed).toHaveLength(1);
  });
});
