#!/usr/bin/env node
// `npm start`: runs the devnet (chain, contracts, gateway, seed, app build and server) in one
// child process and forwards Ctrl-C/SIGTERM to it, so every port is freed on exit.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Said before anything loads: the first start takes 15–50 s (chain, contracts, seed, build).
console.info('Countersign devnet: starting (each step is named below; Ctrl-C stops it)…');
const root = fileURLToPath(new URL('..', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', 'devnet/start.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // A terminal Ctrl-C reaches the child too; forward only what it would not get by itself.
    if (!forwarded) {
      forwarded = true;
      child.kill(signal);
    }
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 0)));
