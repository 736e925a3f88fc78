// Chromium's fake camera for QR tests: a Y4M video rendered from QR payloads (each code drawn from
// the `qrcode` package's module matrix: black on white, with the standard quiet zone; chroma
// neutral), and a browser launched to use it. Chromium opens the file each time a page starts a
// camera stream, so a test may rewrite it between two scans of the same page.
import { writeFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { create } from 'qrcode';
import { chromiumLaunchOptions } from './chromium';

/** Options of `writeQrVideo`. */
export interface QrVideoOptions {
  /** Frame width and height in pixels (square frames). */
  size?: number;
  /** Frames per second declared in the file. */
  fps?: number;
  /** Frames each code stays on screen. */
  framesPerCode?: number;
}

const QUIET_ZONE = 4;

/** The luma plane (size × size) of one QR code, scaled to fit with its quiet zone. */
function lumaOf(payload: string, size: number): Uint8Array {
  const { modules } = create(payload, { errorCorrectionLevel: 'M' });
  const units = modules.size + 2 * QUIET_ZONE;
  const scale = Math.floor(size / units);
  const offset = Math.floor((size - units * scale) / 2);
  const luma = new Uint8Array(size * size).fill(255);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.data[row * modules.size + col]) continue;
      const top = offset + (row + QUIET_ZONE) * scale;
      const left = offset + (col + QUIET_ZONE) * scale;
      for (let y = top; y < top + scale; y += 1)
        luma.fill(0, y * size + left, y * size + left + scale);
    }
  }
  return luma;
}

/** Writes a Y4M (4:2:0) video showing each payload as a QR code in turn; the camera loops it. */
export function writeQrVideo(
  path: string,
  payloads: readonly string[],
  { size = 480, fps = 10, framesPerCode = 2 }: QrVideoOptions = {},
): void {
  const chroma = new Uint8Array((size / 2) * (size / 2)).fill(128);
  const header = Buffer.from(`YUV4MPEG2 W${size} H${size} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const frameTag = Buffer.from('FRAME\n');
  const parts: Uint8Array[] = [header];
  for (const payload of payloads) {
    const luma = lumaOf(payload, size);
    for (let n = 0; n < framesPerCode; n += 1) parts.push(frameTag, luma, chroma, chroma);
  }
  writeFileSync(path, Buffer.concat(parts));
}

/** A Chromium whose camera plays `videoPath` (permission granted without a prompt). */
export function launchWithFakeCamera(videoPath: string): Promise<Browser> {
  return chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...(chromiumLaunchOptions.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${videoPath}`,
    ],
  });
}
