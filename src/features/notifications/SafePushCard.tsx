// One Safe on the Notifications screen: on/off (registration with the gateway) and which types
// show (this device only).
import { useId } from 'react';
import type { ChainInfo } from '../../gateway';
import {
  PUSH_TYPE_GROUPS,
  isPushWanted,
  type NotificationPrefsRecord,
} from '../../storage/notificationPrefs';
import { AddressView } from '../shared/AddressView';
import { useAddressBook } from '../shared/address-book/useAddressBook';
import type { PushSafe, usePushActions } from './usePushActions';

/** Props of SafePushCard. */
export interface SafePushCardProps {
  safe: PushSafe;
  chain: ChainInfo | undefined;
  prefs: NotificationPrefsRecord | undefined;
  disabled: boolean;
  busy: boolean;
  actions: ReturnType<typeof usePushActions>;
}

/** The card of one Safe. */
export function SafePushCard({ safe, chain, prefs, disabled, busy, actions }: SafePushCardProps) {
  const id = useId();
  // The address book's name goes into the notifications' words (saved when turning on).
  const { nameOf } = useAddressBook(safe.chainId);
  const named: PushSafe = { ...safe, name: nameOf(safe.address) ?? safe.name };
  const on = Boolean(prefs?.enabled && prefs.registeredAt !== null);
  return (
    <section className="card stack" aria-labelledby={`${id}-title`} data-testid="push-safe">
      <h3 id={`${id}-title`}>
        {named.name ?? 'Safe'} on {chain?.chainName ?? `chain ${safe.chainId}`}
      </h3>
      <AddressView address={safe.address} chain={chain} name={named.name ?? undefined} />
      <label className="push-option">
        <input
          type="checkbox"
          checked={on}
          disabled={disabled}
          aria-busy={busy || undefined}
          onChange={(event) =>
            void (event.target.checked ? actions.turnOn(named) : actions.turnOff(named))
          }
        />
        Notifications for this Safe
      </label>
      {busy && <p role="status">Working…</p>}
      {on &&
        PUSH_TYPE_GROUPS.map((group) => (
          <fieldset key={group.label} className="push-types">
            <legend>{group.label}</legend>
            {group.types.map(({ type, label }) => (
              <label key={type} className="push-option">
                <input
                  type="checkbox"
                  checked={isPushWanted(prefs, type)}
                  onChange={(event) => void actions.setType(safe, type, event.target.checked)}
                />
                {label}
              </label>
            ))}
          </fieldset>
        ))}
    </section>
  );
}
