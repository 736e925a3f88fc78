// One signer's e-mail alerts on one Safe: the registration this device knows, and every action on
// it. The gateway answers a read only to a fresh signature, so nothing here signs without a click.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { config } from '../../config';
import { emailAlertRecordQueryOptions } from '../../query/options/emailAlerts';
import { useOnlineStatus } from '../../session/network/online';
import type { EmailAlertRecord } from '../../storage/emailAlerts';
import { personalMessageScreen } from '../../safe/hardware-screen/personal-message-screen';
import { HardwareWalletScreen } from '../shared/HardwareWalletScreen';
import { EmptyState, ErrorState, LoadingState } from '../shared/StatePanels';
import { EmailAddressForm } from './EmailAddressForm';
import {
  useEmailAlertActions,
  type EmailActionState,
  type EmailAlertTarget,
} from './useEmailAlertActions';
import { VerifyCodeForm } from './VerifyCodeForm';

const ACTION_WORDS = {
  register: 'Registering',
  verify: 'Verifying',
  resend: 'Requesting a new code',
  edit: 'Changing the address',
  delete: 'Removing',
  read: 'Reading the gateway’s record',
  digest: 'Switching the digest',
} as const;

function ActionStatus({ state }: { state: EmailActionState }) {
  if (state.status === 'error')
    return (
      <p className="field-error" role="alert" data-testid="email-alerts-error">
        {state.message}
      </p>
    );
  let text = '';
  if (state.status === 'signing') text = 'Confirm the signature request in your wallet…';
  else if (state.status === 'sending') text = `${ACTION_WORDS[state.action]}…`;
  else if (state.status === 'done') text = state.message;
  return (
    <>
      <p className="hint" role="status" aria-live="polite" data-testid="email-alerts-status">
        {text}
      </p>
      {state.status === 'signing' && (
        <HardwareWalletScreen
          screen={personalMessageScreen(state.signedMessage)}
          what="this e-mail request"
        />
      )}
    </>
  );
}

/** The registration (or its absence) and the actions on it. */
export function EmailAlertsPanel({ target }: { target: EmailAlertTarget }) {
  const online = useOnlineStatus();
  const query = useQuery(
    emailAlertRecordQueryOptions(target.chainId, target.safeAddress, target.signer),
  );
  const actions = useEmailAlertActions(target);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [digestPending, setDigestPending] = useState<boolean | null>(null);
  const digestId = useId();
  const busy = actions.state.status === 'signing' || actions.state.status === 'sending';
  const disabled = busy || !online;

  if (query.isPending) return <LoadingState label="Loading this device’s e-mail alert record…" />;
  if (query.isError)
    return (
      <ErrorState
        title="This device’s e-mail alert record could not be read"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const record: EmailAlertRecord | null = query.data;

  return (
    <div className="stack" data-testid="email-alerts">
      {!online && (
        <p className="state-panel offline" role="status">
          You are offline. E-mail alerts are set at the gateway, so every change waits until you are
          back online; what this device last knew is shown.
        </p>
      )}
      {record === null ? (
        <>
          <EmptyState title="No e-mail alerts for this account on this Safe">
            <p>
              Register an address to get an e-mail for each transaction that awaits confirmation and
              when one is ready to execute. Registered from another device? “Check with the gateway”
              below reads it back.
            </p>
          </EmptyState>
          <EmailAddressForm
            mode="register"
            disabled={disabled}
            onSubmit={(email) => void actions.register(email)}
          />
        </>
      ) : (
        <>
          <dl className="params" data-testid="email-registration">
            <div>
              <dt>Address</dt>
              <dd data-testid="registered-email">{record.email}</dd>
            </div>
            <div>
              <dt>State</dt>
              <dd data-testid="email-verified-state">
                <span
                  className={`status-badge ${record.verified ? 'tone-success' : 'tone-pending'}`}
                >
                  {record.verified ? 'Verified' : 'Waiting for the code'}
                </span>
              </dd>
            </div>
            <div>
              <dt>Last checked with the gateway</dt>
              <dd>{new Date(record.confirmedAt).toLocaleString()}</dd>
            </div>
          </dl>
          {!record.verified && !editing && (
            <VerifyCodeForm
              record={record}
              disabled={disabled}
              onVerify={(code) => actions.verify(code, record)}
              onResend={() => void actions.resend(record)}
            />
          )}
          {record.verified && config.devnet && (
            <div className="form-row">
              <label htmlFor={digestId} className="checkbox-label">
                <input
                  id={digestId}
                  type="checkbox"
                  checked={digestPending ?? record.digest === true}
                  disabled={disabled}
                  onChange={(event) => {
                    // Shows the choice while the wallet signs; the stored record decides after.
                    const enabled = event.target.checked;
                    setDigestPending(enabled);
                    void actions.setDigest(enabled, record).finally(() => setDigestPending(null));
                  }}
                />
                Daily digest of waiting transactions (devnet only)
              </label>
            </div>
          )}
          {editing ? (
            <EmailAddressForm
              mode="edit"
              initial={record.email}
              disabled={disabled}
              onCancel={() => setEditing(false)}
              onSubmit={(email) =>
                void actions.edit(email, record).then((ok) => ok && setEditing(false))
              }
            />
          ) : (
            <div className="row-actions">
              <button
                type="button"
                className="button"
                disabled={disabled}
                onClick={() => setEditing(true)}
              >
                Change address
              </button>
              {confirmDelete ? (
                <>
                  <button
                    type="button"
                    className="button primary"
                    disabled={disabled}
                    onClick={() => void actions.remove().then(() => setConfirmDelete(false))}
                  >
                    Yes, remove {record.email}
                  </button>
                  <button type="button" className="button" onClick={() => setConfirmDelete(false)}>
                    Keep it
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="button"
                  disabled={disabled}
                  onClick={() => setConfirmDelete(true)}
                >
                  Remove e-mail alerts
                </button>
              )}
            </div>
          )}
        </>
      )}
      <div className="row-actions">
        <button
          type="button"
          className="button"
          disabled={disabled}
          onClick={() => void actions.readBack(record)}
        >
          Check with the gateway (signs)
        </button>
      </div>
      <ActionStatus state={actions.state} />
    </div>
  );
}
