// Who signed (names from the address book via AddressView, with the time) and who has not yet.
// With the review's checks, only confirmations proven on this device count, and a forged or
// unproven one is marked on its row; an owner wrongly listed as signed stays "not signed yet".
import type { AddressInfo, ChainInfo } from '../../../gateway';
import type { ConfirmationCheck, ConfirmationStatus } from '../../../safe';
import { useWalletSession } from '../../../session/wallet/useWalletSession';
import { AddressView } from '../AddressView';
import { checksumAddress, formatDateTime, formatIsoDate } from '../format';

/** One signature. */
export interface ConfirmationEntry {
  signer: AddressInfo;
  /** ms since the epoch, when known. */
  submittedAt?: number | null;
}

/** Props of ConfirmationList. */
export interface ConfirmationListProps {
  confirmations: ConfirmationEntry[];
  required: number;
  /** All owners; those without a proven signature are listed as missing. */
  owners?: AddressInfo[];
  chain?: ChainInfo;
  /** The review's check of each confirmation (same order); null/absent = not checked yet. */
  checks?: readonly ConfirmationCheck[] | null;
  /** Already executed: the count reads as history. */
  executed?: boolean;
  /**
   * The data shown is not what its safeTxHash stands for (a hash lie): genuine signatures over
   * the real hash then fail to recover over the shown data, so they read "do not match the data
   * shown" rather than "Forged".
   */
  hashMismatch?: boolean;
  /** What is confirmed: a message is never "executed", it is signed once enough owners signed. */
  subject?: 'transaction' | 'message';
}

const statusWords: Record<Exclude<ConfirmationStatus, 'valid'>, string> = {
  forged: 'Forged: not signed by this owner — not counted',
  'not-owner': 'Not an owner on chain — not counted',
  unverified: 'Not proven — not counted',
  invalid: 'Malformed signature — not counted',
  duplicate: 'Listed twice — counted once',
  'rejected-on-chain': 'The chain does not confirm it — not counted',
};

/** `N of M` plus the signers and the owners still missing. */
export function ConfirmationList({
  confirmations,
  required,
  owners,
  chain,
  checks,
  executed = false,
  hashMismatch = false,
  subject = 'transaction',
}: ConfirmationListProps) {
  const connected = useWalletSession().address;
  const isYou = (address: string) =>
    connected !== null && connected.toLowerCase() === address.toLowerCase();
  const checked = checks != null && checks.length === confirmations.length;
  const proven = new Set(
    checked
      ? checks
          .filter((c) => c.status === 'valid' && c.recovered)
          .map((c) => checksumAddress(c.recovered!))
      : confirmations.map((c) => checksumAddress(c.signer.value)),
  );
  const count = proven.size;
  const missing = (owners ?? []).filter((owner) => !proven.has(checksumAddress(owner.value)));
  let summary: string;
  if (executed) summary = ` — executed with ${count} of ${required} confirmations`;
  else if (!checked) summary = ' listed by the gateway — not checked yet';
  else if (count < required) summary = '';
  else
    summary = subject === 'message' ? ' — enough: the message is signed' : ' — enough to execute';
  return (
    <div>
      <p data-testid="confirmation-count">
        {executed ? (
          <>Confirmations{summary}</>
        ) : (
          <>
            <strong>
              {count} of {required}
            </strong>{' '}
            confirmations{summary}
          </>
        )}
      </p>
      {confirmations.length > 0 && (
        <ul className="confirmation-list" aria-label="Signed by">
          {confirmations.map((confirmation, index) => {
            const status = checked ? checks[index]!.status : null;
            const bad = status !== null && status !== 'valid';
            return (
              <li
                key={`${confirmation.signer.value}-${index}`}
                data-status={status ?? 'unchecked'}
                className={bad ? 'confirmation-bad' : undefined}
              >
                <span aria-hidden="true">{bad ? '✕' : '✓'}</span>
                <AddressView
                  address={confirmation.signer.value}
                  name={confirmation.signer.name}
                  chain={chain}
                  you={isYou(confirmation.signer.value)}
                />
                {confirmation.submittedAt != null && (
                  <time
                    className="confirmation-time"
                    dateTime={formatIsoDate(confirmation.submittedAt) || undefined}
                  >
                    {formatDateTime(confirmation.submittedAt)}
                  </time>
                )}
                {bad && (
                  <strong className="confirmation-warning">
                    {' '}
                    {status === 'forged' && hashMismatch
                      ? 'Signed data that does not match the data shown — not counted'
                      : statusWords[status]}
                  </strong>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {missing.length > 0 && (
        <>
          <h3>Not signed yet</h3>
          <ul className="confirmation-list" aria-label="Not signed yet">
            {missing.map((owner) => (
              <li key={owner.value}>
                <span aria-hidden="true">○</span>
                <AddressView
                  address={owner.value}
                  name={owner.name}
                  chain={chain}
                  you={isYou(owner.value)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
