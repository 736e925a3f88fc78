#!/usr/bin/env node
// Builds the app and serves it on loopback. The devnet (issue 4) replaces this with chain + gateway.
import { spawnSync, spawn } from 'node:child_process';

const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const preview = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', '4173', '--strictPort'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal));
preview.on('exit', (code) => process.exit(code ?? 0));
