// Reads QR codes from camera frames: the browser's BarcodeDetector where it exists (Chrome on
// Android, macOS), else zxing-wasm's reader, its WebAssembly served from our own origin (the CSP
// allows no CDN and no eval beyond 'wasm-unsafe-eval').
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** Decodes the QR codes visible in one frame; returns their texts. */
export type FrameDecoder = (frame: HTMLVideoElement | HTMLCanvasElement) => Promise<string[]>;

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}

interface BarcodeDetectorConstructor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<FrameDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (!Detector) return null;
  const formats = await Detector.getSupportedFormats().catch((): string[] => []);
  if (!formats.includes('qr_code')) return null;
  const detector = new Detector({ formats: ['qr_code'] });
  return async (frame) => (await detector.detect(frame)).map((code) => code.rawValue);
}

async function wasmDecoder(): Promise<FrameDecoder> {
  const { prepareZXingModule, readBarcodes } = await import('zxing-wasm/reader');
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas to read camera frames.');
  return async (frame) => {
    const width = frame instanceof HTMLVideoElement ? frame.videoWidth : frame.width;
    const height = frame instanceof HTMLVideoElement ? frame.videoHeight : frame.height;
    if (!width || !height) return [];
    canvas.width = width;
    canvas.height = height;
    context.drawImage(frame, 0, 0, width, height);
    const results = await readBarcodes(context.getImageData(0, 0, width, height), {
      formats: ['QRCode'],
      tryHarder: true,
      maxNumberOfSymbols: 1,
    });
    return results.filter((result) => result.isValid).map((result) => result.text);
  };
}

let decoder: Promise<FrameDecoder> | undefined;

/** The frame decoder of this browser, loaded once. */
export function loadFrameDecoder(): Promise<FrameDecoder> {
  decoder ??= nativeDetector().then((native) => native ?? wasmDecoder());
  decoder.catch(() => {
    decoder = undefined;
  });
  return decoder;
}
