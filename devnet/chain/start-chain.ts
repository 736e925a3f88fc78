import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { JsonRpcProvider } from 'ethers';

/** Options for {@link startChain}. */
export type StartChainParameters = {
  /** Port to listen on; a free loopback port is picked when omitted. */
  port?: number;
  /** How long to wait for the RPC to answer before giving up (ms). */
  timeoutMs?: number;
};

/** A running Hardhat node on loopback. */
export type Chain = {
  rpcUrl: string;
  port: number;
  /** PID of the Hardhat node process itself (not a wrapper). */
  pid: number;
  chainId: bigint;
  provider: JsonRpcProvider;
  /** Kills the node and resolves once the process has exited and released its port. */
  stop: () => Promise<void>;
};

/** Error thrown when the Hardhat node cannot be started. */
export class StartChainError extends Error {
  override name = 'StartChainError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

const require = createRequire(import.meta.url);
const configPath = fileURLToPath(new URL('./hardhat.config.cjs', import.meta.url));

// Every node this process started, so that an abrupt exit still kills them (a leaked node keeps
// its port and 200 MB of memory on a shared 2-core machine).
const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  const killAll = (): void => {
    for (const child of running) child.kill('SIGKILL');
  };
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const onSignal = (): void => {
      killAll();
      // Leave shutdown to the host's own handlers if it has any; otherwise behave like the default.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
    process.once(signal, onSignal);
  }
}

/** Asks the OS for a free loopback port. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function rpcAnswers(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts a Hardhat node (chainId 31337, test mnemonic) and waits until its RPC answers. */
export async function startChain({
  port,
  timeoutMs = 60_000,
}: StartChainParameters = {}): Promise<Chain> {
  installExitHook();
  const chosenPort = port ?? (await findFreePort());
  const cli = require.resolve('hardhat/internal/cli/cli.js');
  // Run the CLI directly with this Node binary: the PID we hold is the node itself, not a wrapper.
  const child = spawn(
    process.execPath,
    [cli, 'node', '--config', configPath, '--hostname', '127.0.0.1', '--port', String(chosenPort)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true', FORCE_COLOR: '0' },
    },
  );
  running.add(child);
  let output = '';
  const collect = (chunk: Buffer): void => {
    // Keep only the tail, for a start-up failure (the config turns the log of RPC calls off).
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.once('exit', () => running.delete(child));

  const rpcUrl = `http://127.0.0.1:${chosenPort}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await waitForExit(child);
      clearTimeout(timer);
    }
    running.delete(child);
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await rpcAnswers(rpcUrl))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new StartChainError('Hardhat node exited during start-up', { cause: output });
    }
    if (Date.now() > deadline) {
      await stop();
      throw new StartChainError('Hardhat node did not answer in time', { cause: output });
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }

  // polling off and a static network: tests must not leave timers behind.
  const provider = new JsonRpcProvider(rpcUrl, 31337, {
    staticNetwork: true,
    polling: false,
    cacheTimeout: -1,
  });
  const chainId = (await provider.getNetwork()).chainId;
  return {
    rpcUrl,
    port: chosenPort,
    pid: child.pid ?? -1,
    chainId,
    provider,
    stop: async () => {
      provider.destroy();
      await stop();
    },
  };
}
