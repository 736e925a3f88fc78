// `/new-transaction?safe=…&kind=…`: the picker of what can be done for this Safe (a kind that is not
// possible now is not offered at all), then that flow.
import { Link, useNavigate, useSearchParams } from '../../../router';
import { linkHref, newTransactionLink } from '../../../session/routes/links';
import { RequireSafe, type ReadySafe } from '../../shared/RequireSafe';
import { findSingletonByCodeHash } from '../../../safe';
import type { ActionFormEntry } from './actions';
import { formEntry, NEW_TX_FORMS, type NewTxFlowKind } from './forms';
import { useChainFacts } from './useChainFacts';
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
  const params = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('kind');
  const kind: NewTxFlowKind | null =
    requested === 'batch' ? 'batch' : (formEntry(requested)?.kind ?? null);
  const label = kind === 'batch' ? 'Batch' : kind ? formEntry(kind)!.label : null;
  // An asset row's "Send" names its token: the form starts with it chosen.
  const token = params.get('token');
  const prefill = kind === 'send-erc20' && token ? { token } : undefined;
  const offered = useOfferedForms(safe);
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
              {offered.map((entry) => (
                <li key={entry.kind}>
                  <Link
                    className="button"
                    to={linkHref(newTransactionLink(safe.safeParam, entry.kind))}
                  >
                    {entry.label}
                  </Link>
                </li>
              ))}
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

/**
 * The kinds this Safe can do now: those without a reason against them, and "Update the Safe" only
 * once the chain shows an official 1.3.0 singleton (the one update this app offers).
 */
function useOfferedForms(safe: ReadySafe): ActionFormEntry[] {
  const { state } = useChainFacts(safe);
  const version = state ? findSingletonByCodeHash(state.implementationCodeHash)?.version : null;
  return NEW_TX_FORMS.filter((entry) => {
    if (entry.unavailable?.(safe)) return false;
    if (entry.kind === 'update-implementation') return version === '1.3.0';
    return true;
  });
}
