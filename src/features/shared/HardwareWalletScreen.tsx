// What the signer's hardware wallet will show for the request about to be made, shown beside the
// control that makes it: a Ledger or Trezor that cannot decode the data shows only hashes, and a
// signer who compares them with these (computed here from the reviewed data) knows the device
// signs what was reviewed. Written as the devices write them: "0x" and uppercase hex (Ledger), in
// rows of 16 digits (Trezor); the sources are cited in src/safe/hardware-screen.
import { useId } from 'react';
import { ledgerHashText, trezorHashRows, type HardwareScreen } from '../../safe/hardware-screen';
import { CopyButton } from './transactions/CopyButton';
import './hardwareWalletScreen.css';

/** Props of HardwareWalletScreen. */
export interface HardwareWalletScreenProps {
  screen: HardwareScreen;
  /** What the hashes belong to, for the heading ("this confirmation"). */
  what?: string;
}

/** The one line every screen says. */
export const HARDWARE_SCREEN_LINE = 'Your hardware wallet shows these; compare before approving.';

type Row = { label: string; hash: string; testId: string };

function rowsOf(screen: Exclude<HardwareScreen, { kind: 'personal-message' }>): Row[] {
  switch (screen.kind) {
    case 'typed-data':
      return [
        { label: 'Domain hash', hash: screen.domainHash, testId: 'hw-domain-hash' },
        { label: 'Message hash', hash: screen.messageHash, testId: 'hw-message-hash' },
      ];
    case 'eth_sign':
      return [{ label: 'Message', hash: screen.signedHash, testId: 'hw-signed-hash' }];
    case 'transaction':
      return [
        { label: 'Transaction hash', hash: screen.transactionHash, testId: 'hw-transaction-hash' },
      ];
  }
}

/** The device's hashes of one signature request, grouped and cased as the device shows them. */
export function HardwareWalletScreen({ screen, what }: HardwareWalletScreenProps) {
  const titleId = useId();
  return (
    <section
      className="hw-screen"
      aria-labelledby={titleId}
      data-testid="hardware-screen"
      data-kind={screen.kind}
    >
      <h3 id={titleId} className="hw-screen-title">
        On your hardware wallet{what ? ` (${what})` : ''}
      </h3>
      <p className="hw-screen-line">{HARDWARE_SCREEN_LINE}</p>
      <dl className="hw-screen-values">
        {screen.kind === 'personal-message' && (
          <div className="hw-screen-value">
            <dt>Message</dt>
            <dd>
              <code className="hw-message" data-testid="hw-message">
                {screen.shown}
              </code>
              <CopyButton value={screen.shown} label="Message" />
            </dd>
          </div>
        )}
        {screen.kind !== 'personal-message' &&
          rowsOf(screen).map((row) => {
            const text = ledgerHashText(row.hash);
            const digits = trezorHashRows(row.hash);
            return (
              <div key={row.label} className="hw-screen-value">
                <dt>{row.label}</dt>
                <dd>
                  <code className="hw-hash" data-testid={row.testId}>
                    {digits.map((digitsRow, index) => (
                      <span key={index} className="hw-hash-row">
                        {index === 0 ? `0x${digitsRow}` : digitsRow}
                      </span>
                    ))}
                  </code>
                  <CopyButton value={text} label={row.label} />
                </dd>
              </div>
            );
          })}
      </dl>
      {screen.kind === 'typed-data' && (
        <p className="hint">
          Signed together as <code data-testid="hw-signed-hash">{screen.signedHash}</code>.
        </p>
      )}
      {screen.kind === 'eth_sign' && (
        <p className="hint">
          With eth_sign the device shows only this hash, never what it approves.
        </p>
      )}
      {screen.kind === 'personal-message' && (
        <p className="hint">
          The device shows this message as written here; approve only if it reads the same.
        </p>
      )}
      {screen.kind === 'transaction' && (
        <p className="hint">
          The transaction’s signing hash with the nonce, gas limit and fees set here; a wallet that
          changes them shows another hash.
        </p>
      )}
    </section>
  );
}
