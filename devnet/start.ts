// `npm start`: chain + contracts + gateway (+ seed on first start) + the built app, all on loopback.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEVNET_SHORT_NAME } from './gateway/routes/chains';
import { startDevnet, type Devnet } from './devnet';
import { describeSeededSafes } from './safes-banner';
import { serveStatic } from './static-server';

const env = process.env;
const dataDir = resolve(env.DEVNET_DATA_DIR ?? '.devnet-data');
const gatewayPort = Number(env.DEVNET_GATEWAY_PORT ?? 8547);
const chainPort = Number(env.DEVNET_CHAIN_PORT ?? 8545);
const appPort = Number(env.DEVNET_APP_PORT ?? 4173);
const appsPort = Number(env.DEVNET_APPS_PORT ?? 8549);
const started = Date.now();

let devnet: Devnet | null = null;
let stopping = false;

function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.info(`\n${signal}: stopping the devnet…`);
  // Synchronous first: the chain harness exits the process on the same signal.
  devnet?.gateway.ctx.db.persistNow();
  void devnet?.stop().finally(() => process.exit(0));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(signal));

const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
devnet = await startDevnet({
  onStep: (what) => console.info(`[${elapsed()}] ${what}…`),
  dataDir,
  port: gatewayPort,
  chainPort,
  appUrl: `http://127.0.0.1:${appPort}`,
  appsPort,
});

if (env.DEVNET_SKIP_BUILD !== '1' || !existsSync('dist/index.html')) {
  console.info(`[${elapsed()}] Building the app against the devnet gateway…`);
  const build = spawnSync('npx', ['vite', 'build'], {
    stdio: 'inherit',
    env: {
      ...env,
      VITE_GATEWAY_URL: devnet.gatewayUrl,
      VITE_DEVNET: 'true',
      VITE_DEVNET_RPC_URL: devnet.rpcUrl,
    },
  });
  if (build.status !== 0) {
    console.error('App build failed; the gateway keeps running.');
  }
}
const app = existsSync('dist/index.html') ? await serveStatic('dist', appPort) : null;

const safes = devnet.safes;
const link = (address: string) => `${app?.url ?? ''}/home?safe=${DEVNET_SHORT_NAME}:${address}`;
console.info(`
Countersign devnet ready in ${((Date.now() - started) / 1000).toFixed(1)} s
  App:      ${app ? app.url : '(not built)'}
  Gateway:  ${devnet.gatewayUrl}
  Apps:     ${devnet.appsUrl ?? '(not started)'}  (Safe Apps on a second origin; the list: Apps)
  Chain:    ${devnet.rpcUrl} (chain id ${devnet.chainId})
  Data dir: ${dataDir}  (delete it to reset)
${
  safes
    ? describeSeededSafes(safes, devnet.owners, DEVNET_SHORT_NAME, link)
    : `Owner keys (test mnemonic, devnet only; nothing was seeded):
${devnet.owners.map((o, i) => `  #${i} ${o.address} ${o.privateKey}`).join('\n')}`
}
Press Ctrl-C to stop.`);
app?.server.on('error', (error) => console.error('static server:', error));
