// @vitest-environment jsdom
// The verdict is said in words with the right live-region role, never by colour alone.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../../dom';
import type { VerificationResult } from '../../../../../src/session/review/verification';
import { VerificationPanel } from '../../../../../src/features/shared/transactions/VerificationPanel';

let container: HTMLDivElement;
let root: Root;
const dom = mountPerTest();
beforeEach(() => ({ container, root } = dom));

const H = (c: string) => `0x${c.repeat(64)}`;
const base: VerificationResult = {
  verdict: 'verified',
  version: '1.4.1',
  domainHash: H('1'),
  messageHash: H('2'),
  computedHash: H('3'),
  gatewayHash: H('3'),
  findings: [],
};

const verdict = () => container.querySelector('[data-verdict]');

describe('VerificationPanel', () => {
  it('says Verified and lists the hashes to compare', () => {
    act(() => root.render(<VerificationPanel result={base} hashName="safeTxHash" />));
    expect(verdict()?.getAttribute('role')).toBe('status');
    expect(verdict()?.textContent).toContain('Verified');
    const values = [...container.querySelectorAll('dd code')].map((c) => c.textContent);
    expect(values).toEqual([H('1'), H('2'), H('3'), H('3')]);
  });

  it('alerts "Mismatch — do not sign" when the hashes differ', () => {
    act(() =>
      root.render(
        <VerificationPanel
          result={{ ...base, verdict: 'mismatch', gatewayHash: H('4') }}
          hashName="safeTxHash"
        />,
      ),
    );
    expect(verdict()?.getAttribute('role')).toBe('alert');
    expect(verdict()?.textContent).toContain('Mismatch — do not sign.');
    expect(verdict()?.textContent).toContain('does not match what would be signed');
  });

  it('blocks on risk findings even when the hash matches, and lists them', () => {
    act(() =>
      root.render(
        <VerificationPanel
          result={{
            ...base,
            verdict: 'mismatch',
            findings: [
              {
                code: 'UNTRUSTED_DELEGATECALL',
                severity: 'error',
                message: 'Delegatecall to an untrusted contract',
                path: 'txData',
              },
              {
                code: 'IMPLEMENTATION_UNVERIFIED',
                severity: 'warning',
                message: 'The implementation code was not checked',
                path: 'safe.implementation',
              },
            ],
          }}
          hashName="safeTxHash"
        />,
      ),
    );
    expect(verdict()?.textContent).toContain('checks below found problems');
    const items = [...container.querySelectorAll('.findings li')].map((li) => li.textContent);
    expect(items[0]).toMatch(/^Problem: Delegatecall/);
    expect(items[1]).toMatch(/^Note: The implementation/);
  });

  it('never claims a verdict before the Safe is known', () => {
    act(() => root.render(<VerificationPanel result={null} hashName="safeTxHash" />));
    expect(verdict()?.getAttribute('data-verdict')).toBe('pending');
    expect(container.textContent).not.toContain('Verified');
    act(() =>
      root.render(
        <VerificationPanel result={null} unavailable="Not verified" hashName="safeTxHash" />,
      ),
    );
    expect(verdict()?.textContent).toContain('Not verified');
  });

  it('puts changes to the Safe itself in a prominent alert, as history once executed', () => {
    const change = {
      code: 'THRESHOLD_CHANGE' as const,
      severity: 'warning' as const,
      message: 'Changes the number of required confirmations',
      path: 'txData',
    };
    act(() =>
      root.render(
        <VerificationPanel result={{ ...base, findings: [change] }} hashName="safeTxHash" />,
      ),
    );
    const box = container.querySelector('[data-testid="settings-change"]');
    expect(box?.getAttribute('role')).toBe('alert');
    expect(box?.textContent).toContain('changes the Safe itself');
    expect(box?.textContent).toContain('Changes the number of required confirmations');
    act(() =>
      root.render(
        <VerificationPanel
          result={{ ...base, findings: [change] }}
          hashName="safeTxHash"
          executed
        />,
      ),
    );
    expect(container.querySelector('[data-testid="settings-change"]')?.textContent).toContain(
      'This transaction changed the Safe itself',
    );
    act(() => root.render(<VerificationPanel result={base} hashName="safeTxHash" />));
    expect(container.querySelector('[data-testid="settings-change"]')).toBeNull();
  });

  it('never says "do not sign" for an executed transaction', () => {
    act(() =>
      root.render(
        <VerificationPanel
          result={{ ...base, verdict: 'mismatch', gatewayHash: H('4') }}
          hashName="safeTxHash"
          executed
        />,
      ),
    );
    expect(verdict()?.textContent).toContain('record of this executed transaction differs');
    expect(verdict()?.textContent).not.toContain('do not sign');
  });
});
