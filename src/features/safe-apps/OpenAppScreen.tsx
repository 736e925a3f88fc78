// /apps/open?safe=<prefix>:<address>&appUrl=<url>: one Safe App in a sandboxed frame. Listed apps
// open at once; an app outside the list first shows its manifest and an "unknown app" warning that
// spells out its origin, and the choice is remembered per origin. Opening needs a connection.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../router';
import { Link } from '../../router';
import { safeAppsQueryOptions } from '../../query/options/safeApps';
import { findListedApp, isAppAllowedHere } from '../../safe-apps/host/appList';
import { appOriginOf } from '../../safe-apps/protocol';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { useOnlineStatus } from '../../session/network/online';
import { ROUTES, withSafe } from '../../session/routes/links';
import { RequireSafe, type ReadySafe } from '../shared/RequireSafe';
import { ErrorState, LoadingState } from '../shared/StatePanels';
import { AppFrame } from './AppFrame';
import { UnknownAppGate } from './UnknownAppGate';
import './safe-apps.css';

/** The Safe App screen. */
export function OpenAppScreen() {
  return (
    <section className="screen app-frame-page" aria-labelledby="screen-title">
      <RequireSafe>{(safe) => <OpenApp safe={safe} />}</RequireSafe>
    </section>
  );
}

function OpenApp({ safe }: { safe: ReadySafe }) {
  const params = useSearchParams();
  const appUrl = params.get('appUrl') ?? '';
  const origin = appOriginOf(appUrl);
  const online = useOnlineStatus();
  const client = useGatewayClient();
  const hostOrigin = window.location.origin;
  const list = useQuery(safeAppsQueryOptions(client, safe.chainId, hostOrigin));
  const back = (
    <p>
      <Link to={withSafe(ROUTES.apps, safe.safeParam)}>Back to Safe Apps</Link>
    </p>
  );

  if (!origin) {
    return (
      <>
        <h1 id="screen-title">Safe App</h1>
        <ErrorState
          title="This app cannot be opened"
          error={new Error('Only apps at an http:// or https:// address can be opened.')}
        />
        {back}
      </>
    );
  }
  // With scripts and same-origin both allowed, a page of this app's own origin could lift its
  // sandbox: such URLs are never framed.
  if (origin === hostOrigin) {
    return (
      <>
        <h1 id="screen-title">Safe App</h1>
        <ErrorState
          title="This app cannot be opened"
          error={new Error('An app must be served from another origin than Countersign.')}
        />
        {back}
      </>
    );
  }
  if (!online) {
    return (
      <>
        <h1 id="screen-title">Safe App</h1>
        <div className="panel" role="status">
          <h2>This app needs a connection</h2>
          <p>Safe Apps run from their own servers. Open it again when you are back online.</p>
        </div>
        {back}
      </>
    );
  }
  if (list.isPending && list.fetchStatus !== 'idle') return <LoadingState label="Loading app…" />;
  const listed = list.data ? findListedApp(list.data, appUrl) : undefined;
  const allowed = listed && isAppAllowedHere(listed, hostOrigin);
  const frame = (name: string) => (
    <>
      <h1 id="screen-title">{name}</h1>
      <AppFrame safe={safe} appUrl={appUrl} appOrigin={origin} appName={name} />
      {back}
    </>
  );
  if (listed && allowed) return frame(listed.name);
  return (
    <UnknownAppGate appUrl={appUrl} origin={origin} back={back}>
      {(name) => frame(name)}
    </UnknownAppGate>
  );
}
