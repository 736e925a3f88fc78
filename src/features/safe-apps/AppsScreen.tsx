// The Safe Apps screen: the apps this chain lists (from the gateway; from the saved cache when
// offline), filtered by the access policy, searchable by words, tags and features, pinned apps
// first; each links to /apps/open. An app outside the list opens by its URL.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../../router';
import type { SafeAppData } from '../../gateway';
import { pinnedSafeAppsQueryOptions, safeAppsQueryOptions } from '../../query/options/safeApps';
import { appFacets, visibleApps, type AppListFilter } from '../../safe-apps/host/appList';
import { appOriginOf } from '../../safe-apps/protocol';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { openAppLink } from '../../session/routes/links';
import { setSafeAppPinned } from '../../storage/safeApps';
import { QueryState } from '../shared/QueryState';
import { RequireSafe, type ReadySafe } from '../shared/RequireSafe';
import { EmptyState } from '../shared/StatePanels';
import './safe-apps.css';

/** The Safe Apps screen. */
export function AppsScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Safe Apps</h1>
      <RequireSafe>
        {(safe) => (
          <>
            <CustomAppForm safe={safe} />
            <AppList safe={safe} />
          </>
        )}
      </RequireSafe>
    </section>
  );
}

function AppList({ safe }: { safe: ReadySafe }) {
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const hostOrigin = window.location.origin;
  const query = useQuery(safeAppsQueryOptions(client, safe.chainId, hostOrigin));
  const pinnedOptions = pinnedSafeAppsQueryOptions(safe.chainId);
  const pinnedData = useQuery(pinnedOptions).data;
  const pinned = useMemo(() => pinnedData ?? [], [pinnedData]);
  const pin = useMutation({
    mutationFn: ({ url, on }: { url: string; on: boolean }) =>
      setSafeAppPinned(safe.chainId, url, on),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pinnedOptions.queryKey }),
  });
  const [filter, setFilter] = useState<AppListFilter>({ search: '', tag: null, feature: null });
  const facets = useMemo(() => appFacets(query.data ?? [], hostOrigin), [query.data, hostOrigin]);
  const apps = useMemo(
    () => visibleApps(query.data ?? [], { hostOrigin, filter, pinned }),
    [query.data, hostOrigin, filter, pinned],
  );
  const ids = { search: useId(), tag: useId(), feature: useId() };

  return (
    <QueryState
      query={query}
      loadingLabel="Loading apps…"
      errorTitle="The apps could not be loaded"
      what="the apps list"
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState title="No apps for this chain">
          <p>This gateway lists no Safe Apps here. You can still open one by its URL.</p>
        </EmptyState>
      }
    >
      {() => (
        <div className="stack">
          <div className="apps-filters" role="search">
            <label htmlFor={ids.search}>Search apps</label>
            <input
              id={ids.search}
              type="search"
              value={filter.search}
              onChange={(e) => setFilter({ ...filter, search: e.target.value })}
            />
            <label htmlFor={ids.tag}>Tag</label>
            <select
              id={ids.tag}
              value={filter.tag ?? ''}
              onChange={(e) => setFilter({ ...filter, tag: e.target.value || null })}
            >
              <option value="">All tags</option>
              {facets.tags.map((tag) => (
                <option key={tag}>{tag}</option>
              ))}
            </select>
            <label htmlFor={ids.feature}>Feature</label>
            <select
              id={ids.feature}
              value={filter.feature ?? ''}
              onChange={(e) => setFilter({ ...filter, feature: e.target.value || null })}
            >
              <option value="">All features</option>
              {facets.features.map((feature) => (
                <option key={feature}>{feature}</option>
              ))}
            </select>
          </div>
          <p className="hint" role="status">
            {apps.length === 1 ? '1 app' : `${apps.length} apps`}
          </p>
          {apps.length === 0 ? (
            <EmptyState title="No app matches">
              <p>Change the search or the filters.</p>
            </EmptyState>
          ) : (
            <ul className="apps-grid" aria-label="Apps">
              {apps.map((app) => (
                <AppCard
                  key={app.id}
                  app={app}
                  safe={safe}
                  pinned={pinned.includes(app.url)}
                  onPin={(on) => pin.mutate({ url: app.url, on })}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </QueryState>
  );
}

function AppCard(props: {
  app: SafeAppData;
  safe: ReadySafe;
  pinned: boolean;
  onPin: (on: boolean) => void;
}) {
  const { app, safe, pinned, onPin } = props;
  const titleId = useId();
  return (
    <li className="card app-card" aria-labelledby={titleId} data-testid="safe-app-card">
      <div className="app-card-head">
        {app.iconUrl && appOriginOf(app.iconUrl) && (
          <img src={app.iconUrl} alt="" width={40} height={40} loading="lazy" />
        )}
        <h2 id={titleId} className="app-card-title">
          <Link to={openAppLink(safe.safeParam, app.url)}>{app.name}</Link>
        </h2>
      </div>
      <p>{app.description}</p>
      {app.tags.length > 0 && (
        <ul className="app-tags" aria-label="Tags">
          {app.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <button className="button" type="button" aria-pressed={pinned} onClick={() => onPin(!pinned)}>
        {pinned ? `Unpin ${app.name}` : `Pin ${app.name}`}
      </button>
    </li>
  );
}

function CustomAppForm({ safe }: { safe: ReadySafe }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!appOriginOf(url.trim())) {
      setError(
        'Enter the app’s full address, starting with https:// (or http:// for a local app).',
      );
      return;
    }
    setError(null);
    void navigate(openAppLink(safe.safeParam, url.trim()));
  };
  return (
    <form className="card stack" onSubmit={submit} aria-label="Open an app by its URL">
      <label htmlFor={inputId}>App URL</label>
      <input
        id={inputId}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={url}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setUrl(e.target.value)}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button className="button primary" type="submit">
        Open app
      </button>
    </form>
  );
}
