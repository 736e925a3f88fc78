// The picker's "Continue a draft" list: every half-filled flow of this Safe kept on this device.
import { useEffect, useState } from 'react';
import { Link } from '../../../router';
import { listDrafts, type DraftRecord } from '../../../storage/drafts';
import { linkHref, newTransactionLink } from '../../../session/routes/links';
import { formatDateTime } from '../../shared/format/dates';
import type { ReadySafe } from '../../shared/RequireSafe';
import { formEntry } from './forms';

/** Links to this Safe's drafts, newest first (nothing when there are none). */
export function DraftList({ safe }: { safe: ReadySafe }) {
  const [drafts, setDrafts] = useState<DraftRecord[]>([]);
  useEffect(() => {
    let live = true;
    listDrafts(safe.chainId, safe.safeAddress)
      .then((found) => live && setDrafts(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [safe.chainId, safe.safeAddress]);
  const known = drafts.filter((d) => d.kind === 'batch' || formEntry(d.kind));
  if (known.length === 0) return null;
  return (
    <section aria-labelledby="new-tx-drafts-title" data-testid="new-tx-drafts">
      <h2 id="new-tx-drafts-title">Continue a draft</h2>
      <ul className="plain-list">
        {known.map((draft) => (
          <li key={draft.id}>
            <Link to={linkHref(newTransactionLink(safe.safeParam, draft.kind))}>
              {draft.kind === 'batch' ? 'Batch' : formEntry(draft.kind)!.label}
            </Link>{' '}
            <span className="hint">saved {formatDateTime(draft.updatedAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
