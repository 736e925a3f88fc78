// Where "New transaction" is offered: on the screens that show a Safe's money or activity, never on
// a single transaction or message, in settings, in the outbox or inside the flow itself.
import { ROUTES } from '../../session/routes/links';

/** Paths on which a new transaction makes sense (prefix matches for areas). */
const PLACES: readonly string[] = [
  ROUTES.home,
  ROUTES.balances,
  ROUTES.queue,
  ROUTES.history,
  ROUTES.messages,
  ROUTES.apps,
];

/** True when `pathname` is a screen that offers "New transaction" for the open Safe. */
export function offersNewTransaction(pathname: string, safe: string | null | undefined): boolean {
  if (!safe?.trim() || pathname === ROUTES.openApp) return false;
  return PLACES.some((place) => pathname === place || pathname.startsWith(`${place}/`));
}
