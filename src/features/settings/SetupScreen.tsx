// Settings → Setup: the Safe's configuration (read side), the currency, the gateway, and what
// this build is.
import { useQuery } from '@tanstack/react-query';
import { config } from '../../config';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { safeInfoQueryOptions } from '../../query/options';
import { ChainSafeSetup } from '../shared/ChainSafeSetup';
import { QueryState } from '../shared/QueryState';
import { RequireSafe, type ReadySafe } from '../shared/RequireSafe';
import { CurrencySelect } from '../shared/settings/CurrencySelect';
import { useSafeParam } from '../../session/routes/useSafeParam';
import { GatewaySettings } from './GatewaySettings';
import { RpcSettings } from './RpcSettings';
import { SafeAppPermissions } from './SafeAppPermissions';

/** The Setup screen. */
export function SetupScreen() {
  const safeParam = useSafeParam();
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Setup</h1>
      {safeParam ? (
        <RequireSafe>{(safe) => <SafeConfiguration safe={safe} />}</RequireSafe>
      ) : (
        <p className="hint">
          No Safe is selected: open one from the welcome screen to see its setup.
        </p>
      )}
      <div className="cards">
        <section className="card stack" aria-labelledby="preferences-title">
          <h2 id="preferences-title">Preferences</h2>
          <CurrencySelect />
        </section>
        <section className="card">
          <GatewaySettings />
        </section>
        <SafeAppPermissions />
      </div>
      <section className="card about" aria-labelledby="about-title">
        <h2 id="about-title">About this build</h2>
        <dl className="params">
          <div>
            <dt>Version</dt>
            <dd>{config.appVersion}</dd>
          </div>
          <div>
            <dt>Gateway</dt>
            <dd>
              <code>{config.gatewayUrl}</code>
              {config.devnet && ' (devnet)'}
            </dd>
          </div>
          <div>
            <dt>Push notifications</dt>
            <dd>
              {config.firebase ? 'Available' : 'Off: this build has no Firebase configuration'}
            </dd>
          </div>
          <div>
            <dt>WalletConnect</dt>
            <dd>
              {config.walletConnectProjectId
                ? 'Available'
                : 'Off: this build has no WalletConnect project id'}
            </dd>
          </div>
        </dl>
      </section>
    </section>
  );
}

function SafeConfiguration({ safe }: { safe: ReadySafe }) {
  const client = useGatewayClient();
  const info = useQuery(safeInfoQueryOptions(client, safe));
  return (
    <QueryState
      query={info}
      loadingLabel="Loading the Safe’s setup…"
      errorTitle="The Safe’s setup could not be loaded"
      what="this Safe’s setup"
    >
      {(data) => (
        <>
          <ChainSafeSetup safe={safe} info={data} />
          <section className="card">
            <RpcSettings chain={safe.chain} />
          </section>
        </>
      )}
    </QueryState>
  );
}
