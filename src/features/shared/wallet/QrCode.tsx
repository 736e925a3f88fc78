// A QR code drawn as SVG from the modules the `qrcode` package computes (no canvas, no HTML string):
// each dark module is one unit square of a single path, with the quiet zone the standard asks for.
import { create } from 'qrcode';
import { useMemo } from 'react';

/** Props of QrCode. */
export interface QrCodeProps {
  /** What the code encodes. */
  value: string;
  /** Accessible name of the image. */
  label: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
}

const QUIET_ZONE = 4;

/** The SVG path of the dark modules of `value` and the symbol's width in modules. */
export function qrPath(value: string): { path: string; width: number } {
  const { size, data } = create(value, { errorCorrectionLevel: 'M' }).modules;
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (data[row * size + col]) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { path: parts.join(''), width: size + 2 * QUIET_ZONE };
}

/** A scannable QR code (dark on white in both themes, as scanners expect). */
export function QrCode({ value, label, size = 240 }: QrCodeProps) {
  const { path, width } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${width} ${width}`}
      shapeRendering="crispEdges"
    >
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
