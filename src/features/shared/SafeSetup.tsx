// A Safe's configuration as read from the gateway: threshold, owners, nonce, version, modules,
// guard and fallback handler. Used by Home and by Settings → Setup.
import type { ChainInfo, SafeInfo } from '../../gateway';
import { AddressView } from './AddressView';

/** Props of SafeSetup. */
export interface SafeSetupProps {
  info: SafeInfo;
  chain: ChainInfo;
}

const VERSION_STATES = {
  UP_TO_DATE: { label: 'Up to date', tone: 'ok' },
  OUTDATED: { label: 'Update available', tone: 'warn' },
  UNKNOWN: { label: 'Unknown version', tone: 'warn' },
} as const;

/** The Safe's setup, as definition lists and owner list. */
export function SafeSetup({ info, chain }: SafeSetupProps) {
  const versionState = VERSION_STATES[info.implementationVersionState] ?? VERSION_STATES.UNKNOWN;
  return (
    <div className="cards">
      <section className="card" aria-labelledby="safe-account-title">
        <h2 id="safe-account-title">Safe account</h2>
        <dl className="facts">
          <div>
            <dt>Address</dt>
            <dd>
              <AddressView address={info.address.value} chain={chain} name={info.address.name} />
            </dd>
          </div>
          <div>
            <dt>Required confirmations</dt>
            <dd data-testid="threshold">
              {info.threshold} of {info.owners.length}
            </dd>
          </div>
          <div>
            <dt>Nonce</dt>
            <dd data-testid="nonce">{info.nonce}</dd>
          </div>
          <div>
            <dt>Version</dt>
            <dd>
              <span data-testid="version">{info.version ?? 'Unknown'}</span>{' '}
              <span className={`badge ${versionState.tone}`}>{versionState.label}</span>
            </dd>
          </div>
          <div>
            <dt>Network</dt>
            <dd>{chain.chainName}</dd>
          </div>
        </dl>
      </section>
      <section className="card" aria-labelledby="owners-title">
        <h2 id="owners-title">Owners ({info.owners.length})</h2>
        <ul className="plain-list" aria-labelledby="owners-title" data-testid="owners">
          {info.owners.map((owner) => (
            <li key={owner.value}>
              <AddressView address={owner.value} chain={chain} name={owner.name} />
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="extensions-title">
        <h2 id="extensions-title">Modules, guard and fallback handler</h2>
        <dl className="facts">
          <div>
            <dt>Modules</dt>
            <dd data-testid="modules">
              {info.modules && info.modules.length > 0 ? (
                <ul className="plain-list">
                  {info.modules.map((module) => (
                    <li key={module.value}>
                      <AddressView address={module.value} chain={chain} name={module.name} />
                    </li>
                  ))}
                </ul>
              ) : (
                'None'
              )}
            </dd>
          </div>
          <div>
            <dt>Guard</dt>
            <dd data-testid="guard">
              {info.guard ? (
                <AddressView address={info.guard.value} chain={chain} name={info.guard.name} />
              ) : (
                'None'
              )}
            </dd>
          </div>
          <div>
            <dt>Fallback handler</dt>
            <dd data-testid="fallback-handler">
              {info.fallbackHandler ? (
                <AddressView
                  address={info.fallbackHandler.value}
                  chain={chain}
                  name={info.fallbackHandler.name}
                />
              ) : (
                'None'
              )}
            </dd>
          </div>
          <div>
            <dt>Implementation</dt>
            <dd>
              <AddressView
                address={info.implementation.value}
                chain={chain}
                name={info.implementation.name}
              />
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
