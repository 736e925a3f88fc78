// Fixed loopback ports of the devnet e2e project (apart from `npm start`'s 8545/8547/8549/4173 and the
// shell project's 4317), and where the server leaves the seeded addresses for the specs.
import { resolve } from 'node:path';

const appPort = Number(process.env.E2E_DEVNET_APP_PORT ?? 4327);

/** Ports, URLs and the info file of the devnet e2e server. */
export const DEVNET_E2E = {
  appPort,
  appUrl: `http://127.0.0.1:${appPort}`,
  gatewayPort: Number(process.env.E2E_DEVNET_GATEWAY_PORT ?? 8647),
  chainPort: Number(process.env.E2E_DEVNET_CHAIN_PORT ?? 8645),
  /** The apps server: the second origin of the devnet's Safe Apps. */
  appsPort: Number(process.env.E2E_DEVNET_APPS_PORT ?? 8649),
  infoFile: resolve('.tmp/devnet-e2e.json'),
};
