// Who signed (names from the address book via AddressView, with the time) and who has not yet.
import type { AddressInfo, ChainInfo } from '../../../gateway';
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
  /** All owners; those without a signature are listed as missing. */
  owners?: AddressInfo[];
  chain?: ChainInfo;
}

/** `N of M` plus the signers and the owners still missing. */
export function ConfirmationList({
  confirmations,
  required,
  owners,
  chain,
}: ConfirmationListProps) {
  const signed = new Set(confirmations.map((c) => checksumAddress(c.signer.value)));
  const missing = (owners ?? []).filter((owner) => !signed.has(checksumAddress(owner.value)));
  return (
    <div>
      <p>
        <strong>
          {confirmations.length} of {required}
        </strong>{' '}
        confirmations
        {confirmations.length >= required ? ' — enough to execute' : ''}
      </p>
      {confirmations.length > 0 && (
        <ul className="confirmation-list" aria-label="Signed by">
          {confirmations.map((confirmation) => (
            <li key={confirmation.signer.value}>
              <span aria-hidden="true">✓</span>
              <AddressView
                address={confirmation.signer.value}
                name={confirmation.signer.name}
                chain={chain}
              />
              {confirmation.submittedAt != null && (
                <time
                  className="confirmation-time"
                  dateTime={formatIsoDate(confirmation.submittedAt) || undefined}
                >
                  {formatDateTime(confirmation.submittedAt)}
                </time>
              )}
            </li>
          ))}
        </ul>
      )}
      {missing.length > 0 && (
        <>
          <h3>Not signed yet</h3>
          <ul className="confirmation-list" aria-label="Not signed yet">
            {missing.map((owner) => (
              <li key={owner.value}>
                <span aria-hidden="true">○</span>
                <AddressView address={owner.value} name={owner.name} chain={chain} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
