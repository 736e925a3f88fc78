// The devnet's e-mail alert triggers over a real (in-memory) store: who gets a confirmation request,
// when "ready to execute" goes out (once), and what the digest counts.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createEmailAlerts,
  digestIntervalMs,
  type EmailSafeState,
} from '../../../devnet/gateway/alerts/email-alerts';
import { digestHeadline, type MailMessage } from '../../../devnet/gateway/alerts/email-messages';
import { DevnetDatabase } from '../../../devnet/gateway/store/database';

const SAFE_A = '0x00000000000000000000000000000000000000A1';
const SAFE_B = '0x00000000000000000000000000000000000000B2';
const OWNER_1 = '0x1111111111111111111111111111111111111111';
const OWNER_2 = '0x2222222222222222222222222222222222222222';
const OWNER_3 = '0x3333333333333333333333333333333333333333';
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

let db: DevnetDatabase;
let sent: MailMessage[];
let states: Map<string, EmailSafeState>;

const alerts = () =>
  createEmailAlerts({
    chainId: '31337',
    shortName: 'hh',
    db,
    publicAppUrl: 'http://app.test',
    safeState: async (safe) => states.get(safe) ?? null,
    mail: (message) => sent.push(message),
    now: () => 1_000,
  });

function register(safe: string, signer: string, email: string, verified = true, digest = false) {
  db.run(
    'INSERT INTO emails (chain_id, safe, signer, email, verified, digest) VALUES (?, ?, ?, ?, ?, ?)',
    ['31337', safe, signer, email, verified ? 1 : 0, digest ? 1 : 0],
  );
}

function propose(safe: string, safeTxHash: string, nonce: number, confirmedBy: string[]) {
  db.run(
    `INSERT INTO multisig_txs (safe_tx_hash, safe, to_address, value, operation, safe_tx_gas, base_gas,
       gas_price, gas_token, refund_receiver, nonce, submitted_at, modified_at)
     VALUES (?, ?, ?, '0', 0, '0', '0', '0', ?, ?, ?, 1, 1)`,
    [safeTxHash, safe, OWNER_1, OWNER_1, OWNER_1, nonce],
  );
  for (const owner of confirmedBy) confirm(safeTxHash, owner);
}

function confirm(safeTxHash: string, owner: string) {
  db.run('INSERT INTO confirmations (safe_tx_hash, owner, submitted_at) VALUES (?, ?, 1)', [
    safeTxHash,
    owner,
  ]);
}

beforeEach(async () => {
  db = await DevnetDatabase.open(null);
  sent = [];
  states = new Map([
    [SAFE_A, { owners: [OWNER_1, OWNER_2, OWNER_3], threshold: 2, nonce: 0 }],
    [SAFE_B, { owners: [OWNER_1, OWNER_2], threshold: 1, nonce: 3 }],
  ]);
});

describe('confirmation requests', () => {
  it('go to every verified address of a current owner, with a link to the transaction', async () => {
    register(SAFE_A, OWNER_1, 'one@example.test');
    register(SAFE_A, OWNER_2, 'two@example.test', false);
    register(SAFE_A, OWNER_3, 'three@example.test');
    register(SAFE_A, '0x4444444444444444444444444444444444444444', 'gone@example.test');
    propose(SAFE_A, hash(1), 0, [OWNER_1]);
    await alerts().onEvent({ type: 'CONFIRMATION_REQUEST', safe: SAFE_A, safeTxHash: hash(1) });
    expect(sent.map((m) => m.to).sort()).toEqual(['one@example.test', 'three@example.test']);
    expect(sent[0]!.subject).toBe('Confirmation request');
    expect(sent[0]!.text).toContain(hash(1));
    expect(sent[0]!.text).toContain('(1 of 2 confirmations)');
    expect(sent[0]!.text).toContain(
      `http://app.test/transactions/tx?safe=hh%3A${SAFE_A}&id=${hash(1)}`,
    );
  });

  it('are not sent for a transaction the chain already executed past', async () => {
    register(SAFE_B, OWNER_1, 'one@example.test');
    propose(SAFE_B, hash(2), 1, []);
    await alerts().onEvent({ type: 'CONFIRMATION_REQUEST', safe: SAFE_B, safeTxHash: hash(2) });
    expect(sent).toEqual([]);
  });
});

describe('ready to execute', () => {
  it('is sent once, when the confirmations reach the threshold', async () => {
    register(SAFE_A, OWNER_1, 'one@example.test');
    propose(SAFE_A, hash(3), 0, [OWNER_1]);
    const triggers = alerts();
    await triggers.onEvent({ type: 'CONFIRMATION_REQUEST', safe: SAFE_A, safeTxHash: hash(3) });
    expect(sent.map((m) => m.subject)).toEqual(['Confirmation request']);
    confirm(hash(3), OWNER_2);
    await triggers.onEvent({
      type: 'NEW_CONFIRMATION',
      safe: SAFE_A,
      safeTxHash: hash(3),
      owner: OWNER_2,
    });
    confirm(hash(3), OWNER_3);
    await triggers.onEvent({
      type: 'NEW_CONFIRMATION',
      safe: SAFE_A,
      safeTxHash: hash(3),
      owner: OWNER_3,
    });
    expect(sent.map((m) => m.subject)).toEqual(['Confirmation request', 'Ready to execute']);
    expect(sent[1]!.text).toContain('has 2 of 2 confirmations and is ready to execute');
  });

  it('goes out with the proposal itself on a 1-of-n Safe', async () => {
    register(SAFE_B, OWNER_2, 'two@example.test');
    propose(SAFE_B, hash(4), 3, [OWNER_1]);
    await alerts().onEvent({ type: 'CONFIRMATION_REQUEST', safe: SAFE_B, safeTxHash: hash(4) });
    expect(sent.map((m) => m.subject)).toEqual(['Confirmation request', 'Ready to execute']);
  });

  it('does not count a removed owner’s confirmation', async () => {
    register(SAFE_A, OWNER_1, 'one@example.test');
    propose(SAFE_A, hash(5), 0, [OWNER_1, '0x4444444444444444444444444444444444444444']);
    await alerts().onEvent({
      type: 'NEW_CONFIRMATION',
      safe: SAFE_A,
      safeTxHash: hash(5),
      owner: OWNER_1,
    });
    expect(sent).toEqual([]);
  });
});

describe('daily digest', () => {
  it('counts the transactions awaiting each opted-in address’s signature, per Safe', async () => {
    register(SAFE_A, OWNER_2, 'two@example.test', true, true);
    register(SAFE_B, OWNER_2, 'two@example.test', true, true);
    register(SAFE_A, OWNER_3, 'three@example.test', true, false);
    register(SAFE_A, OWNER_1, 'one@example.test', false, true);
    propose(SAFE_A, hash(10), 0, [OWNER_1]);
    propose(SAFE_A, hash(11), 1, [OWNER_1, OWNER_2]); // already confirmed by owner 2
    propose(SAFE_A, hash(12), 1, []);
    propose(SAFE_B, hash(13), 3, []);
    propose(SAFE_B, hash(14), 2, []); // below the Safe's nonce: stale
    propose(SAFE_A, hash(15), 2, [OWNER_1, OWNER_3]); // at the threshold: waits for an executor
    const result = await alerts().sendDigest();
    expect(result).toEqual(sent);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('two@example.test');
    expect(sent[0]!.subject).toBe('3 transactions wait for you on 2 Safes');
    expect(sent[0]!.text).toContain(hash(10));
    expect(sent[0]!.text).toContain(hash(13));
    expect(sent[0]!.text).not.toContain(hash(11));
    expect(sent[0]!.text).not.toContain(hash(14));
    expect(sent[0]!.text).not.toContain(hash(15));
    expect(db.getMeta('email.digest.lastSentAt')).toBe('1000');
  });

  it('sends nothing to an address with nothing waiting', async () => {
    register(SAFE_A, OWNER_2, 'two@example.test', true, true);
    expect(await alerts().sendDigest()).toEqual([]);
  });

  it('words its headline in singular and plural', () => {
    expect(digestHeadline(1, 1)).toBe('1 transaction waits for you on 1 Safe');
    expect(digestHeadline(3, 2)).toBe('3 transactions wait for you on 2 Safes');
  });

  it('runs daily unless the environment sets another interval', () => {
    expect(digestIntervalMs({})).toBe(86_400_000);
    expect(digestIntervalMs({ DEVNET_DIGEST_INTERVAL_MS: '5000' })).toBe(5000);
    expect(digestIntervalMs({ DEVNET_DIGEST_INTERVAL_MS: 'soon' })).toBe(86_400_000);
  });
});
