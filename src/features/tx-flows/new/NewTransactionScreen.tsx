// `/new-transaction?safe=…&kind=…`: the picker of what to do, then that flow.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { linkHref, newTransactionLink } from '../../../session/routes/links';
import { RequireSafe, type ReadySafe } from '../../shared/RequireSafe';
import { formEntry, NEW_TX_FORMS, type NewTxFlowKind } from './forms';
import { DraftList } from './DraftList';
import { NewTxFlow } from './NewTxFlow';
import './newTx.css';

/** The new-transaction screen. */
export function NewTransactionScreen() {
  return (
    <section className="new-tx" aria-labelledby="new-tx-title">
      <RequireSafe>{(safe) => <NewTransaction safe={safe} />}</RequireSafe>
    </section>
  );
}

function NewTransaction({ safe }: { safe: ReadySafe }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('kind');
  const kind: NewTxFlowKind | null =
    requested === 'batch' ? 'batch' : (formEntry(requested)?.kind ?? null);
  const label = kind === 'batch' ? 'Batch' : kind ? formEntry(kind)!.label : null;
  // An asset row's "Send" names its token: the form starts with it chosen.
  const token = params.get('token');
  const prefill = kind === 'send-erc20' && token ? { token } : undefined;
  return (
    <>
      <h1 id="new-tx-title">{label ? `New transaction: ${label}` : 'New transaction'}</h1>
      {kind ? (
        <>
          <p>
            <Link to={linkHref(newTransactionLink(safe.safeParam))}>← All kinds</Link>
          </p>
          <NewTxFlow
            key={kind}
            safe={safe}
            kind={kind}
            prefill={prefill}
            onDone={() => void navigate(linkHref(newTransactionLink(safe.safeParam)))}
          />
        </>
      ) : (
        <>
          <DraftList safe={safe} />
          <nav aria-label="Kinds of transaction">
            <ul className="new-tx-picker">
              {NEW_TX_FORMS.map((entry) => {
                const reason = entry.unavailable?.(safe) ?? null;
                return (
                  <li key={entry.kind}>
                    {reason ? (
                      <span className="button" aria-disabled="true" title={reason}>
                        {entry.label} — {reason}
                      </span>
                    ) : (
                      <Link
                        className="button"
                        to={linkHref(newTransactionLink(safe.safeParam, entry.kind))}
                      >
                        {entry.label}
                      </Link>
                    )}
                  </li>
                );
              })}
              <li>
                <Link className="button" to={linkHref(newTransactionLink(safe.safeParam, 'batch'))}>
                  Batch (several actions, one signature)
                </Link>
              </li>
            </ul>
          </nav>
        </>
      )}
    </>
  );
}
