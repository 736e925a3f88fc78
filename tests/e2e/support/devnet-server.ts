// The `devnet` Playwright project's web server: a fresh devnet (chain + real Safe contracts +
// gateway + seed), the app built against it into dist-devnet/ (never dist/, which the `shell`
// project tests), served by the e2e static server. The seeded addresses go to a JSON file the
// specs read (tests/e2e/support/devnet.ts). Stops everything on SIGTERM/SIGINT.
// Run: node --import tsx tests/e2e/support/devnet-server.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startDevnet, type Devnet } from '../../../devnet/devnet';
import { DEVNET_SHORT_NAME } from '../../../devnet/gateway/routes/chains';
import { DEVNET_E2E } from './devnet-ports';
import { MAIL_FILE } from './mail';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const dataDir = mkdtempSync(join(tmpdir(), 'countersign-e2e-devnet-'));
let devnet: Devnet | null = null;
let server: ChildProcess | null = null;
let builder: ChildProcess | null = null;
let catcher: SmtpCatcher | null = null;
let stopping = false;

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  server?.kill('SIGTERM');
  builder?.kill('SIGTERM');
  await devnet?.stop().catch((error: unknown) => console.error('devnet stop:', error));
  await catcher?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(DEVNET_E2E.infoFile, { force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0));

/** Builds the devnet app into dist-devnet/ against the devnet at `urls`. */
function buildApp(urls: { gatewayUrl: string; rpcUrl: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    builder = spawn('npx', ['vite', 'build', '--outDir', 'dist-devnet', '--emptyOutDir'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        VITE_GATEWAY_URL: urls.gatewayUrl,
        VITE_DEVNET: 'true',
        // The worker's test entry points (notification clicks cannot be produced by CDP).
        VITE_TEST_HOOKS: 'true',
        VITE_DEVNET_RPC_URL: urls.rpcUrl,
      },
    });
    builder.once('error', reject);
    builder.once('exit', (code) => {
      builder = null;
      if (code === 0) resolve();
      else reject(new Error(`vite build failed (${code})`));
    });
  });
}

try {
  // The gateway mails through a local catcher (specs read MAIL_FILE), unless SMTP_HOST is set.
  if (!process.env.SMTP_HOST) {
    mkdirSync(dirname(MAIL_FILE), { recursive: true });
    rmSync(MAIL_FILE, { force: true });
    catcher = await startSmtpCatcher({ file: MAIL_FILE });
    process.env.SMTP_HOST = '127.0.0.1';
    process.env.SMTP_PORT = String(catcher.port);
  }
  // The app is built while the devnet starts: the build needs only the devnet's URLs, which its
  // fixed ports give (about 10 s of the e2e start-up). Built again should a URL differ.
  const expected = {
    gatewayUrl: `http://127.0.0.1:${DEVNET_E2E.gatewayPort}`,
    rpcUrl: `http://127.0.0.1:${DEVNET_E2E.chainPort}`,
  };
  const build = process.env.DEVNET_E2E_SKIP_BUILD === '1' ? null : buildApp(expected);
  // Awaited below; a failure while the devnet starts must not go unhandled before then.
  build?.catch(() => undefined);
  devnet = await startDevnet({
    dataDir,
    port: DEVNET_E2E.gatewayPort,
    chainPort: DEVNET_E2E.chainPort,
    appUrl: DEVNET_E2E.appUrl,
    appsPort: DEVNET_E2E.appsPort,
  });
  console.info(`devnet up in ${elapsed()} (${devnet.gatewayUrl})`);

  if (build) {
    await build;
    if (devnet.gatewayUrl !== expected.gatewayUrl || devnet.rpcUrl !== expected.rpcUrl) {
      await buildApp(devnet);
    }
    console.info(`app built into dist-devnet in ${elapsed()}`);
  }

  mkdirSync(dirname(DEVNET_E2E.infoFile), { recursive: true });
  writeFileSync(
    DEVNET_E2E.infoFile,
    JSON.stringify(
      {
        gatewayUrl: devnet.gatewayUrl,
        appsUrl: devnet.appsUrl,
        rpcUrl: devnet.rpcUrl,
        chainId: devnet.chainId.toString(),
        shortName: DEVNET_SHORT_NAME,
        safes: devnet.safes,
        owners: devnet.owners.map((owner) => owner.address),
      },
      null,
      2,
    ),
  );

  server = spawn(
    process.execPath,
    [
      'tests/e2e/support/static-server.mjs',
      '--port',
      String(DEVNET_E2E.appPort),
      '--root',
      'dist-devnet',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  server.on('exit', (code) => {
    if (!stopping) {
      console.error(`static server exited (${code})`);
      void shutdown(1);
    }
  });
  console.info(`devnet e2e ready in ${elapsed()}: app ${DEVNET_E2E.appUrl}`);
} catch (error) {
  console.error('devnet e2e server failed:', error);
  await shutdown(1);
}
