// E-mail alerts end to end on a NEW 2-of-3 Safe: an owner registers an address in Settings › E-mail
// alerts (a real personal_sign), the devnet gateway mails the code over SMTP to the local catcher,
// the owner types it and is verified; the resend button waits for its 60 s (also across a reload;
// the test jumps the minute on the page's clock and ends the devnet gateway's lock)
// and the new code replaces the old; a second owner's proposal mails a confirmation request, a
// second confirmation a "ready to execute"; the digest counts what waits on two Safes; change of
// address (re-verified) and removal are read back from the gateway.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import type { HDNodeWallet } from 'ethers';
import { devnetInfo, safeParam } from '../support/devnet';
import { mailTo, verificationCode, waitForMail } from '../support/mail';
import { newSafe, ownerPage } from '../support/signing';
import { connectFromHeader } from '../support/wallet';

// Exercises the service worker, which the devnet projects block unless a spec asks for it.
test.use({ serviceWorkers: 'allow' });

const settingsUrl = (safe: string) =>
  `/settings/email-alerts?safe=${encodeURIComponent(safeParam(safe))}`;

/** A gateway call signed by `owner` the way the app signs it (for reading state back). */
async function signedGateway(
  owner: HDNodeWallet,
  method: string,
  path: string,
  message: (timestamp: number) => string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const timestamp = Date.now();
  const response = await fetch(`${devnetInfo().gatewayUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'Safe-Wallet-Signature': await owner.signMessage(message(timestamp)),
      'Safe-Wallet-Signature-Timestamp': String(timestamp),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** The gateway's record of `owner`'s address on `safe` (GET with a retrieval signature). */
function readRegistration(owner: HDNodeWallet, safe: string) {
  const { chainId } = devnetInfo();
  return signedGateway(
    owner,
    'GET',
    `/v1/chains/${chainId}/safes/${safe}/emails/${owner.address}`,
    (t) => `email-retrieval-${chainId}-${safe}-${owner.address}-${t}`,
  );
}

/** Pixels the page is wider than the viewport (0 = no horizontal scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

test('an owner’s e-mail alerts: register, verify, resend, alerts, digest, change and remove', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { chainId } = devnetInfo();
  const { address, owners, client, safe } = await newSafe(2);
  const [owner, proposer, confirmer] = owners as [HDNodeWallet, HDNodeWallet, HDNodeWallet];
  const stamp = Date.now();
  const email = `owner-${stamp}@example.test`;

  const page = await ownerPage(browser, owner);
  // The page's clock runs as usual until the resend cooldown is jumped over below.
  await page.clock.install();
  await page.goto(settingsUrl(address));
  await expect(page.getByRole('link', { name: 'E-mail alerts' }).first()).toBeVisible();
  await expect(page.getByText('No e-mail alerts for this account on this Safe')).toBeVisible();

  // An invalid address never reaches the wallet or the gateway.
  await page.getByLabel('E-mail address').fill('not-an-address');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter an address like name@example.com.');
  expect(mailTo('not-an-address')).toEqual([]);

  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('email-alerts-status')).toHaveText(
    `A 6-digit code was sent to ${email}.`,
  );
  const firstCode = await verificationCode(email);
  await expect(page.getByTestId('registered-email')).toHaveText(email);
  await expect(page.getByTestId('email-verified-state')).toHaveText('Waiting for the code');
  expect((await readRegistration(owner, address)).body).toEqual({ email, verified: false });

  // The cooldown shows and blocks a resend, and a reload keeps counting.
  const resend = page.getByRole('button', { name: 'Send a new code' });
  await expect(resend).toBeDisabled();
  await expect(page.getByTestId('resend-cooldown')).toHaveText(
    /A new code can be requested in \d+ s\./,
  );
  await page.reload();
  await expect(page.getByTestId('resend-cooldown')).toHaveText(
    /A new code can be requested in \d+ s\./,
  );
  await expect(resend).toBeDisabled();

  // A wrong code is refused in words.
  await enterCode(page, firstCode === '000000' ? '111111' : '000000');
  await expect(page.getByTestId('email-alerts-error')).toContainText('The code was not accepted');

  // After the cooldown a new code arrives and replaces the first. The minute is jumped over on
  // both sides instead of waited out: the gateway ends this registration's lock, the page's clock
  // moves 61 s ahead (its countdown then ends at its next tick).
  await expect(resend).toBeDisabled();
  const endLock = await fetch(
    `${devnetInfo().gatewayUrl}/devnet/emails/${address}/${owner.address}/end-resend-lock`,
    { method: 'POST' },
  );
  expect(endLock.status).toBe(204);
  await page.clock.fastForward(61_000);
  await expect(resend).toBeEnabled();
  const resentAfter = Date.now();
  await resend.click();
  await expect(page.getByTestId('email-alerts-status')).toHaveText(
    `A new code was requested for ${email}.`,
  );
  const secondCode = await verificationCode(email, resentAfter);
  await expect(resend).toBeDisabled();
  if (secondCode !== firstCode) {
    await enterCode(page, firstCode);
    await expect(page.getByTestId('email-alerts-error')).toContainText('not accepted');
  }
  await enterCode(page, secondCode);
  await expect(page.getByTestId('email-verified-state')).toHaveText('Verified');
  expect((await readRegistration(owner, address)).body).toEqual({ email, verified: true });

  // A second owner proposes: the verified address gets the confirmation request.
  const first = await client.propose(safe, { to: confirmer.address, value: 1n }, 0, [proposer]);
  const request = await waitForMail(
    email,
    (m) => m.subject === 'Confirmation request' && m.text.includes(first),
  );
  expect(request.text).toContain('(1 of 2 confirmations)');
  expect(request.text).toContain(`/transactions/tx?safe=hh%3A${address}&id=${first}`);
  expect(mailTo(email).filter((m) => m.subject === 'Ready to execute')).toEqual([]);

  // The second confirmation reaches the threshold: "ready to execute", once.
  await client.request('POST', `/v1/chains/${chainId}/transactions/${first}/confirmations`, {
    signature: client.sign(confirmer, first),
  });
  const ready = await waitForMail(
    email,
    (m) => m.subject === 'Ready to execute' && m.text.includes(first),
  );
  expect(ready.text).toContain('has 2 of 2 confirmations and is ready to execute');

  // Digest: opted in here (devnet-only switch, signed), and on a second Safe through the gateway.
  await page.getByLabel('Daily digest of waiting transactions (devnet only)').click();
  await expect(page.getByTestId('email-alerts-status')).toHaveText('Daily digest on.');
  await expect(page.getByLabel('Daily digest of waiting transactions (devnet only)')).toBeChecked();
  // Waiting for this owner: nonces 1 and 2 here (nonce 0 has its confirmations), one on the other.
  await client.propose(safe, { to: confirmer.address, value: 2n }, 1, [proposer]);
  const third = await client.propose(safe, { to: proposer.address, value: 4n }, 2, [confirmer]);
  const other = await newSafe(2);
  const registeredAt = Date.now();
  expect(
    (
      await signedGateway(
        owner,
        'POST',
        `/v1/chains/${chainId}/safes/${other.address}/emails`,
        (t) => `email-register-${chainId}-${other.address}-${email}-${owner.address}-${t}`,
        { emailAddress: email, signer: owner.address },
      )
    ).status,
  ).toBe(201);
  const otherCode = await verificationCode(email, registeredAt);
  const verified = await fetch(
    `${devnetInfo().gatewayUrl}/v1/chains/${chainId}/safes/${other.address}/emails/${owner.address}/verify`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"code":"' + otherCode + '"}',
    },
  );
  expect(verified.status).toBe(204);
  expect(
    (
      await signedGateway(
        owner,
        'PUT',
        `/devnet/chains/${chainId}/safes/${other.address}/emails/${owner.address}/digest`,
        (t) => `devnet-email-digest-${chainId}-${other.address}-${owner.address}-on-${t}`,
        { enabled: true },
      )
    ).status,
  ).toBe(200);
  await other.client.propose(other.safe, { to: proposer.address, value: 3n }, 0, [proposer]);
  const digestAfter = Date.now();
  const digest = await fetch(`${devnetInfo().gatewayUrl}/devnet/digest`, { method: 'POST' });
  expect(digest.status).toBe(200);
  const mail = await waitForMail(
    email,
    (m) => m.at >= digestAfter && /wait.* for you/.test(m.subject),
  );
  expect(mail.subject).toBe('3 transactions wait for you on 2 Safes');
  expect(mail.text).not.toContain(first);
  expect(mail.text).toContain(third);
  expect(mail.text).toContain(address);
  expect(mail.text).toContain(other.address);

  // Change the address: the new one must be verified again.
  const changed = `changed-${stamp}@example.test`;
  await page.getByRole('button', { name: 'Change address' }).click();
  await page.getByLabel('New e-mail address').fill(changed);
  const changedAt = Date.now();
  await page.getByRole('button', { name: 'Change address' }).click();
  await expect(page.getByTestId('registered-email')).toHaveText(changed);
  await expect(page.getByTestId('email-verified-state')).toHaveText('Waiting for the code');
  await enterCode(page, await verificationCode(changed, changedAt));
  await expect(page.getByTestId('email-verified-state')).toHaveText('Verified');
  await page.getByRole('button', { name: 'Check with the gateway (signs)' }).click();
  await expect(page.getByTestId('email-alerts-status')).toHaveText(
    `The gateway has ${changed} (verified).`,
  );
  expect((await readRegistration(owner, address)).body).toEqual({
    email: changed,
    verified: true,
  });

  // Remove: gone here and at the gateway.
  await page.getByRole('button', { name: 'Remove e-mail alerts' }).click();
  await page.getByRole('button', { name: `Yes, remove ${changed}` }).click();
  await expect(page.getByText('No e-mail alerts for this account on this Safe')).toBeVisible();
  expect((await readRegistration(owner, address)).status).toBe(404);
  await page.context().close();
});

test('e-mail alerts at 360 px: no wallet, a non-owner, offline, and registering by keyboard', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { address, owners } = await newSafe(2);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto(settingsUrl(address));
  await expect(page.getByRole('heading', { name: 'E-mail alerts', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'E-mail alerts' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('Connect a wallet that owns this Safe')).toBeVisible();
  expect(await overflow(page)).toBe(0);

  // Test owner #0 does not own this Safe (its owners are #3..#5): nothing to sign.
  const stranger = devnetInfo().owners[0]!;
  await connectFromHeader(page, stranger);
  await expect(page.getByTestId('email-alerts-not-owner')).toContainText(
    `The connected account ${stranger} is not an owner of this Safe.`,
  );
  await page.context().close();

  const ownerContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const owner = await ownerContext.newPage();
  await owner.goto('/welcome');
  await connectFromHeader(owner, owners[1]!.address);
  await owner.goto(settingsUrl(address));
  const field = owner.getByLabel('E-mail address');
  await expect(field).toBeVisible();
  expect(await overflow(owner)).toBe(0);

  // Offline: the form stays readable, nothing can be sent.
  await ownerContext.setOffline(true);
  await expect(
    owner.getByText('You are offline. E-mail alerts are set at the gateway'),
  ).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Register' })).toBeDisabled();
  await ownerContext.setOffline(false);
  await expect(owner.getByRole('button', { name: 'Register' })).toBeEnabled();

  // Keyboard only: focus the field, type, Enter submits the signed registration.
  const email = `keyboard-${Date.now()}@example.test`;
  await field.focus();
  await owner.keyboard.type(email);
  await owner.keyboard.press('Enter');
  await expect(owner.getByTestId('registered-email')).toHaveText(email);
  await verificationCode(email);
  const code = owner.getByLabel('Verification code');
  await code.focus();
  await expect(code).toBeFocused();
  expect(await overflow(owner)).toBe(0);
  await ownerContext.close();
});
