// Setup screen (Safe setup is a placeholder until its issue lands) with "About this build".
import { config } from '../../config';
import { ComingSoon } from '../shared/ComingSoon';

/** The Setup screen. */
export function SetupScreen() {
  return (
    <ComingSoon title="Setup">
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
    </ComingSoon>
  );
}
