// "New transaction" on every Safe screen: a header button on wide screens and a floating button
// above the bottom bar on phones. Part of the lazily loaded header chunk, so the first route's JS
// does not grow.
import { Link, useLocation } from 'react-router';
import { linkHref, newTransactionLink, ROUTES } from '../../../session/routes/links';
import { useSafeParam } from '../../../session/routes/useSafeParam';

/** The entry point to the new-transaction flows, when a Safe is open. */
export function NewTransactionButton() {
  const safe = useSafeParam();
  const { pathname } = useLocation();
  if (!safe?.trim() || pathname === ROUTES.newTransaction) return null;
  const to = linkHref(newTransactionLink(safe));
  return (
    <>
      <Link className="button primary new-tx-header-link" to={to}>
        New transaction
      </Link>
      <Link className="new-tx-fab" to={to} aria-label="New transaction">
        <span aria-hidden="true">+</span> New
      </Link>
    </>
  );
}
