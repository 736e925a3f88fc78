// The e-mail alert form rules: address and code input, the resend cooldown, the gateway's answers in
// words, and the devnet digest message beside the gateway's signed messages.
import { describe, expect, it } from 'vitest';
import {
  codeError,
  cooldownRemaining,
  describeEmailError,
  emailAddressError,
  normalizeCode,
} from '../../../../src/features/email-alerts/emailForm';
import { GatewayError, GatewayNetworkError } from '../../../../src/gateway';
import { getDevnetEmailDigestMessage } from '../../../../src/safe/email-messages';

const gatewayError = (status: number) =>
  new GatewayError(`${status}`, { status, code: status, body: null });

describe('e-mail address input', () => {
  it('accepts name@domain.tld and says what is wrong otherwise', () => {
    expect(emailAddressError('owner@example.test')).toBeNull();
    expect(emailAddressError('')).toBe('Enter an e-mail address.');
    expect(emailAddressError('a b@example.test')).toBe('An e-mail address has no spaces.');
    expect(emailAddressError('owner@localhost')).toBe('Enter an address like name@example.com.');
    expect(emailAddressError('a@@b.c')).toBe('Enter an address like name@example.com.');
    expect(emailAddressError(`${'a'.repeat(250)}@b.cd`)).toMatch(/too long/);
  });
});

describe('verification code input', () => {
  it('keeps digits only, at most six', () => {
    expect(normalizeCode('12a3-45 67')).toBe('123456');
    expect(normalizeCode(' 042 ')).toBe('042');
    expect(normalizeCode('abc')).toBe('');
  });

  it('asks for six digits before sending', () => {
    expect(codeError('')).toBe('Enter the 6-digit code from the e-mail.');
    expect(codeError('123')).toBe('The code has 6 digits; 3 typed.');
    expect(codeError('000000')).toBeNull();
  });
});

describe('resend cooldown', () => {
  it('counts 60 s down from the last request, in whole seconds', () => {
    expect(cooldownRemaining(null, 5_000)).toBe(0);
    expect(cooldownRemaining(1_000, 1_000)).toBe(60);
    expect(cooldownRemaining(1_000, 1_001)).toBe(60);
    expect(cooldownRemaining(1_000, 51_000)).toBe(10);
    expect(cooldownRemaining(1_000, 61_000)).toBe(0);
    expect(cooldownRemaining(1_000, 500_000)).toBe(0);
  });

  it('waits at most one cooldown when the request time lies in the future', () => {
    expect(cooldownRemaining(10_000_000, 0)).toBe(60);
  });
});

describe('gateway answers in words', () => {
  it('explains the masked verify failure as wrong, expired or replaced', () => {
    expect(describeEmailError(gatewayError(400), 'verify')).toMatch(
      /not accepted: it is wrong, it has expired, or a newer code replaced it/,
    );
  });

  it('names the owner rule on a refused registration and the clock on a refused signature', () => {
    expect(describeEmailError(gatewayError(403), 'register')).toMatch(/must be an owner/);
    expect(describeEmailError(gatewayError(403), 'delete')).toMatch(/valid for 5 minutes/);
    expect(describeEmailError(gatewayError(404), 'read')).toMatch(/no e-mail address/);
    expect(describeEmailError(gatewayError(409), 'edit')).toMatch(/already the registered/);
    expect(describeEmailError(new GatewayNetworkError(), 'resend')).toMatch(/could not be reached/);
  });

  it('leaves other errors to the generic description', () => {
    expect(describeEmailError(gatewayError(500), 'register')).toBeNull();
    expect(describeEmailError(new Error('User rejected'), 'register')).toBeNull();
  });
});

describe('devnet digest message', () => {
  it('names chain, Safe, signer, the switch and the timestamp', () => {
    expect(
      getDevnetEmailDigestMessage({
        chainId: '31337',
        safeAddress: '0xSafe',
        signer: '0xSigner',
        enabled: true,
        timestamp: 42,
      }),
    ).toBe('devnet-email-digest-31337-0xSafe-0xSigner-on-42');
  });
});
