// Where "New transaction" is offered: a Safe's lists and home, never on one transaction or message,
// in settings, the outbox or the new-transaction flow itself.
import { describe, expect, it } from 'vitest';
import { offersNewTransaction } from '../../../src/app/navigation/newTransactionPlaces';

const SAFE = 'hh:0x1111111111111111111111111111111111111111';

describe('offersNewTransaction', () => {
  it.each([
    '/home',
    '/balances',
    '/balances/nfts',
    '/transactions/queue',
    '/transactions/history',
    '/transactions/messages',
    '/apps',
  ])('offers it on %s', (path) => {
    expect(offersNewTransaction(path, SAFE)).toBe(true);
  });

  it.each([
    '/transactions/tx',
    '/transactions/msg',
    '/settings/setup',
    '/settings/notifications',
    '/address-book',
    '/outbox',
    '/new-transaction',
    '/apps/open',
    '/welcome',
  ])('does not offer it on %s', (path) => {
    expect(offersNewTransaction(path, SAFE)).toBe(false);
  });

  it('does not offer it without a Safe', () => {
    expect(offersNewTransaction('/home', null)).toBe(false);
    expect(offersNewTransaction('/home', '  ')).toBe(false);
  });
});
