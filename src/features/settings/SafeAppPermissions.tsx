// Settings: what each Safe App origin was allowed or refused (stored per origin in IndexedDB),
// each revocable; a revoked app must ask again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { safeAppPermissionsKey } from '../../query/options/safeApps';
import { describeError } from '../../session/errors/describeError';
import { listSafeAppPermissions, revokeSafeAppPermission } from '../../storage/safeApps';

const CAPABILITY_WORDS: Record<string, string> = {
  requestAddressBook: 'Access to your address book',
};

/** The Safe Apps permissions section of Settings. */
export function SafeAppPermissions() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: safeAppPermissionsKey,
    queryFn: listSafeAppPermissions,
    networkMode: 'always',
  });
  const revoke = useMutation({
    mutationFn: ({ origin, capability }: { origin: string; capability: string }) =>
      revokeSafeAppPermission(origin, capability),
    onSettled: () => queryClient.invalidateQueries({ queryKey: safeAppPermissionsKey }),
  });
  const records = query.data ?? [];
  return (
    <section className="card stack" aria-labelledby="app-permissions-title">
      <h2 id="app-permissions-title">Safe Apps permissions</h2>
      {query.isPending ? (
        <p className="hint">Loading…</p>
      ) : query.isError ? (
        <p className="field-error" role="alert">
          Permissions could not be read: {describeError(query.error)}
        </p>
      ) : records.length === 0 ? (
        <p className="hint">No app has asked for a permission on this device.</p>
      ) : (
        <ul className="stack" aria-label="Apps with permissions" data-testid="app-permissions">
          {records.flatMap((record) =>
            record.permissions.map((permission) => {
              const refused = permission.caveats.some((c) => c.type === 'userRestricted');
              const words =
                CAPABILITY_WORDS[permission.parentCapability] ?? permission.parentCapability;
              return (
                <li key={`${record.origin} ${permission.parentCapability}`}>
                  <strong>{record.origin}</strong>: {words} — {refused ? 'refused' : 'allowed'}{' '}
                  <button
                    className="button"
                    type="button"
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate({
                        origin: record.origin,
                        capability: permission.parentCapability,
                      })
                    }
                    aria-label={`Revoke ${words} for ${record.origin}`}
                  >
                    Revoke
                  </button>
                </li>
              );
            }),
          )}
        </ul>
      )}
      {revoke.isError && (
        <p className="field-error" role="alert">
          Not revoked: {describeError(revoke.error)}
        </p>
      )}
    </section>
  );
}
