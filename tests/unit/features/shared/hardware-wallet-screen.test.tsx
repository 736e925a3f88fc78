// @vitest-environment jsdom
// The hardware-wallet screen as a person meets it: the device's labels, the one line, each hash as
// the Ledger prints it (its text) laid out in the Trezor's rows of 16, a named Copy button per hash,
// and for an app's typed data the hashes of exactly what it signs.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { TypedDataEncoder } from 'ethers';
import { mountPerTest } from '../../dom';
import {
  HARDWARE_SCREEN_LINE,
  HardwareWalletScreen,
} from '../../../../src/features/shared/HardwareWalletScreen';
import { SigningHardwareScreen } from '../../../../src/features/tx-flows/SigningHardwareScreen';

const dom = mountPerTest();
const domainHash = `0x${'ab'.repeat(32)}`;
const messageHash = `0x${'0c'.repeat(32)}`;

describe('HardwareWalletScreen', () => {
  it('typed data: Domain hash and Message hash, 0x and uppercase, in rows of 16, each copyable', () => {
    act(() =>
      dom.root.render(
        <HardwareWalletScreen
          screen={{
            kind: 'typed-data',
            domainHash,
            messageHash,
            signedHash: `0x${'11'.repeat(32)}`,
          }}
          what="your confirmation"
        />,
      ),
    );
    const { container } = dom;
    const section = container.querySelector('section')!;
    const heading = document.getElementById(section.getAttribute('aria-labelledby')!);
    expect(heading?.textContent).toBe('On your hardware wallet (your confirmation)');
    expect(section.textContent).toContain(HARDWARE_SCREEN_LINE);
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Domain hash',
      'Message hash',
    ]);
    const domain = container.querySelector('[data-testid="hw-domain-hash"]')!;
    expect(domain.textContent).toBe(`0x${'AB'.repeat(32)}`);
    expect([...domain.querySelectorAll('.hw-hash-row')].map((row) => row.textContent)).toEqual([
      `0x${'AB'.repeat(8)}`,
      'AB'.repeat(8),
      'AB'.repeat(8),
      'AB'.repeat(8),
    ]);
    expect(
      [...container.querySelectorAll('button')].map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Copy Domain hash', 'Copy Message hash']);
  });

  it('a transaction: one Transaction hash', () => {
    act(() =>
      dom.root.render(
        <HardwareWalletScreen screen={{ kind: 'transaction', transactionHash: messageHash }} />,
      ),
    );
    expect(dom.container.querySelector('dt')?.textContent).toBe('Transaction hash');
    expect(dom.container.querySelector('[data-testid="hw-transaction-hash"]')?.textContent).toBe(
      `0x${'0C'.repeat(32)}`,
    );
  });
});

describe('SigningHardwareScreen', () => {
  it('an app’s typed data (EIP712Domain listed, no primaryType): the hashes of what is signed', () => {
    const typedData = {
      domain: { name: 'Ether Mail', version: '1', chainId: 1 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      message: { contents: 'Hello' },
    };
    act(() => dom.root.render(<SigningHardwareScreen typedData={typedData} />));
    const { EIP712Domain: _domainType, ...types } = typedData.types;
    const upper = (hash: string) => `0x${hash.slice(2).toUpperCase()}`;
    expect(dom.container.querySelector('[data-testid="hw-domain-hash"]')?.textContent).toBe(
      upper(TypedDataEncoder.hashDomain(typedData.domain)),
    );
    expect(dom.container.querySelector('[data-testid="hw-message-hash"]')?.textContent).toBe(
      upper(TypedDataEncoder.from(types).hash(typedData.message)),
    );
    expect(dom.container.querySelector('[data-testid="hw-signed-hash"]')?.textContent).toBe(
      TypedDataEncoder.hash(typedData.domain, types, typedData.message),
    );
  });

  it('data the hashing refuses shows nothing rather than a wrong hash', () => {
    act(() =>
      dom.root.render(
        <SigningHardwareScreen
          typedData={{ domain: {}, types: { A: [], B: [] }, message: {} }}
          ethSignHash={null}
        />,
      ),
    );
    expect(dom.container.querySelector('[data-testid="hardware-screen"]')).toBeNull();
  });
});
