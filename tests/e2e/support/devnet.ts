// What devnet specs know about the running devnet: seeded Safes, owners, URLs (written by
// devnet-server.ts before the app is served).
import { readFileSync } from 'node:fs';
import type { SeedResult } from '../../../devnet/seed/seed';
import { DEVNET_E2E } from './devnet-ports';

/** The devnet e2e info file's content. */
export interface DevnetInfo {
  gatewayUrl: string;
  /** The apps server (second origin of the Safe Apps: conformance app, batch builder). */
  appsUrl: string;
  rpcUrl: string;
  chainId: string;
  /** EIP-3770 prefix of the devnet chain (`hh`). */
  shortName: string;
  safes: SeedResult;
  /** Test owners #0-#5 (checksummed). */
  owners: string[];
}

let cached: DevnetInfo | undefined;

/** Reads the info file (once per worker). */
export function devnetInfo(): DevnetInfo {
  cached ??= JSON.parse(readFileSync(DEVNET_E2E.infoFile, 'utf8')) as DevnetInfo;
  return cached;
}

/** `shortName:address` of a seeded Safe. */
export function safeParam(address: string): string {
  return `${devnetInfo().shortName}:${address}`;
}
