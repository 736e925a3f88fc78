// Reading QR codes off the app's screen in Node, as a camera pointed at it would: screenshots of
// the code decoded by zxing-wasm (its WebAssembly loaded from node_modules, no network), parts
// collected by the real UR decoder until the message is complete.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator } from '@playwright/test';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { createUrCollector, type UrPayload } from '../../../src/wallet/qr/urTransport';
import { writeQrVideo } from './fakeCamera';

const require = createRequire(import.meta.url);
let prepared: Promise<unknown> | undefined;

/** The texts of the QR codes in a PNG. */
export async function readQrCodes(png: Uint8Array): Promise<string[]> {
  prepared ??= prepareZXingModule({
    overrides: {
      wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer,
    },
    fireImmediately: true,
  });
  await prepared;
  const results = await readBarcodes(png, { formats: ['QRCode'], tryHarder: true });
  return results.filter((result) => result.isValid).map((result) => result.text);
}

/**
 * Screenshots `code` until the UR decoder has a complete message of `type`. Also returns the
 * distinct part texts in the order seen: the app's own frames, which a test can render into a
 * fake-camera video (`writeQrVideo`) for another context to scan.
 */
export async function readUrFromScreen(
  code: Locator,
  type: string,
  maxShots = 400,
): Promise<{ ur: UrPayload; shots: number; distinctParts: number; parts: string[] }> {
  const collector = createUrCollector([type]);
  const seen = new Set<string>();
  for (let shot = 1; shot <= maxShots; shot += 1) {
    for (const text of await readQrCodes(await code.screenshot())) {
      seen.add(text);
      const state = collector.receive(text);
      if (state.status === 'done') {
        return { ur: state.ur, shots: shot, distinctParts: seen.size, parts: [...seen] };
      }
    }
  }
  throw new Error(`No complete ${type} after ${maxShots} screenshots (${seen.size} parts seen).`);
}

/**
 * Carries an animated code from one browser context to another through the fake camera: reads
 * the app's frames off `code` until the message of `type` is complete, then writes them (each
 * part, in the order shown) as the Y4M video at `videoPath`, for a browser launched with
 * `launchWithFakeCamera(videoPath)` (or one whose next camera stream starts after this).
 */
export async function carryCodeToCamera(
  code: Locator,
  type: string,
  videoPath: string,
): Promise<{ ur: UrPayload; parts: string[] }> {
  const { ur, parts } = await readUrFromScreen(code, type);
  // Twice round: a camera that joins mid-loop still sees every part.
  writeQrVideo(videoPath, [...parts, ...parts]);
  return { ur, parts };
}
