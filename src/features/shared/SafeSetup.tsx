// A Safe's configuration: threshold, owners, nonce, version, modules, guard and fallback handler.
// Owners, threshold, nonce and version are the chain's when it was read (the gateway's values then
// appear only as "the gateway says…" where they differ); the rest is the gateway's. Used by Home
// and by Settings → Setup.
import type { AddressInfo, ChainInfo, SafeInfo } from '../../gateway';
import type { SafeChainState } from '../../safe';
import { useWalletSession } from '../../session/wallet/useWalletSession';
import { AddressView } from './AddressView';

/** Props of SafeSetup. */
export interface SafeSetupProps {
  info: SafeInfo;
  chain: ChainInfo;
  /** The Safe as the chain reported it, when it was read. */
  chainState?: SafeChainState | null;
}

/** Owners, threshold, nonce and version to show, and where the gateway states them otherwise. */
export function setupFacts(info: SafeInfo, chainState?: SafeChainState | null) {
  if (!chainState) {
    return {
      threshold: `${info.threshold} of ${info.owners.length}`,
      nonce: String(info.nonce),
      version: info.version ?? null,
      owners: info.owners,
      gatewayThreshold: null,
      gatewayNonce: null,
      gatewayOnlyOwners: [] as AddressInfo[],
      fromChain: false,
    };
  }
  const nameOf = new Map(info.owners.map((o) => [o.value.toLowerCase(), o.name]));
  const onChain = new Set(chainState.owners.map((o) => o.toLowerCase()));
  const threshold = `${chainState.threshold} of ${chainState.owners.length}`;
  const gatewayThreshold = `${info.threshold} of ${info.owners.length}`;
  const nonce = chainState.nonce.toString();
  return {
    threshold,
    nonce,
    version: chainState.version ?? info.version ?? null,
    owners: chainState.owners.map((value): AddressInfo => ({
      value,
      name: nameOf.get(value.toLowerCase()) ?? null,
      logoUri: null,
    })),
    gatewayThreshold: gatewayThreshold === threshold ? null : gatewayThreshold,
    gatewayNonce: String(info.nonce) === nonce ? null : String(info.nonce),
    gatewayOnlyOwners: info.owners.filter((o) => !onChain.has(o.value.toLowerCase())),
    fromChain: true,
  };
}

const VERSION_STATES = {
  UP_TO_DATE: { label: 'Up to date', tone: 'ok' },
  OUTDATED: { label: 'Update available', tone: 'warn' },
  UNKNOWN: { label: 'Not known whether up to date', tone: 'warn' },
} as const;

/**
 * The version line: the version and whether it is up to date, saying "unknown" once (a Safe whose
 * version nobody states also has no update state worth a second badge).
 */
export function versionWords(
  version: string | null,
  state: SafeInfo['implementationVersionState'] | undefined,
): { version: string; badge: (typeof VERSION_STATES)[keyof typeof VERSION_STATES] | null } {
  if (version === null) return { version: 'Unknown', badge: null };
  return { version, badge: VERSION_STATES[state ?? 'UNKNOWN'] ?? VERSION_STATES.UNKNOWN };
}

/** The Safe's setup, as definition lists and owner list. */
export function SafeSetup({ info, chain, chainState }: SafeSetupProps) {
  const facts = setupFacts(info, chainState);
  const versionLine = versionWords(facts.version, info.implementationVersionState);
  const connected = useWalletSession().address?.toLowerCase() ?? null;
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
            <dd>
              <span data-testid="threshold">{facts.threshold}</span>
              {facts.gatewayThreshold && (
                <span className="gateway-says" data-testid="gateway-threshold">
                  {' '}
                  (the gateway says {facts.gatewayThreshold})
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt>Nonce</dt>
            <dd>
              <span data-testid="nonce">{facts.nonce}</span>
              {facts.gatewayNonce && (
                <span className="gateway-says"> (the gateway says {facts.gatewayNonce})</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Version</dt>
            <dd>
              <span data-testid="version">{versionLine.version}</span>
              {versionLine.badge && (
                <>
                  {' '}
                  <span className={`badge ${versionLine.badge.tone}`}>
                    {versionLine.badge.label}
                  </span>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>Network</dt>
            <dd>{chain.chainName}</dd>
          </div>
        </dl>
      </section>
      <section className="card" aria-labelledby="owners-title">
        <h2 id="owners-title">
          Owners ({facts.owners.length}){facts.fromChain ? ' on chain' : ''}
        </h2>
        <ul className="plain-list" aria-labelledby="owners-title" data-testid="owners">
          {facts.owners.map((owner) => (
            <li key={owner.value}>
              <AddressView
                address={owner.value}
                chain={chain}
                name={owner.name}
                you={owner.value.toLowerCase() === connected}
              />
            </li>
          ))}
        </ul>
        {facts.gatewayOnlyOwners.length > 0 && (
          <div className="gateway-says" data-testid="gateway-only-owners">
            <p>The gateway says these are owners too; the chain does not:</p>
            <ul className="plain-list">
              {facts.gatewayOnlyOwners.map((owner) => (
                <li key={owner.value}>
                  <AddressView address={owner.value} chain={chain} name={owner.name} />
                </li>
              ))}
            </ul>
          </div>
        )}
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
