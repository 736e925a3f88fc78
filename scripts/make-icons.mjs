#!/usr/bin/env node
// Draws the Countersign mark — a white shield with a "double tick" (two signatures) on a green
// tile — pixel by pixel, and writes the PNG icons (encoded here with node:zlib) and the SVG favicon.
// Usage: node scripts/make-icons.mjs   (writes public/icons/*.png and public/favicon.svg)
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const OUT_DIR = 'public/icons';
const SAMPLES = 4; // 4×4 supersampling per pixel for smooth edges.

const TILE_FROM = [0x0b, 0x60, 0x49];
const TILE_TO = [0x18, 0xa8, 0x7e];
const SHIELD = [0xff, 0xff, 0xff];
const TICK = [0x0f, 0x7b, 0x5f];
const TICK_SECOND = [0x14, 0x9a, 0x73];

// ── Geometry in unit coordinates (0..1, y down) ────────────────────────────────────────────────
const SHIELD_TOP = 0.2;
const SHIELD_SHOULDER = 0.5;
const SHIELD_BOTTOM = 0.82;
const SHIELD_HALF_WIDTH = 0.25;

/** Half width of the shield at height y (0 outside it). */
function shieldHalfWidth(y) {
  if (y < SHIELD_TOP || y > SHIELD_BOTTOM) return 0;
  if (y <= SHIELD_SHOULDER) return SHIELD_HALF_WIDTH;
  const t = (y - SHIELD_SHOULDER) / (SHIELD_BOTTOM - SHIELD_SHOULDER);
  return SHIELD_HALF_WIDTH * Math.cos((t * Math.PI) / 2) ** 0.75;
}

/** Inside the shield: flat sides, a gently dipped top and a rounded point at the bottom. */
function inShield(x, y) {
  const dx = Math.abs(x - 0.5);
  const halfWidth = shieldHalfWidth(y);
  if (dx > halfWidth) return false;
  const top = SHIELD_TOP + 0.035 * (1 - (dx / SHIELD_HALF_WIDTH) ** 2);
  return y >= top;
}

/** Distance from (x, y) to the segment a–b. */
function segmentDistance(x, y, [ax, ay], [bx, by]) {
  const vx = bx - ax;
  const vy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * vx + (y - ay) * vy) / (vx * vx + vy * vy)));
  return Math.hypot(x - (ax + t * vx), y - (ay + t * vy));
}

/** Inside a round-capped polyline of the given half thickness. */
function onPolyline(x, y, points, halfThickness) {
  for (let i = 0; i < points.length - 1; i += 1) {
    if (segmentDistance(x, y, points[i], points[i + 1]) <= halfThickness) return true;
  }
  return false;
}

const TICK_HALF_THICKNESS = 0.03;
// White gap around the second tick where it crosses the first one.
const TICK_GAP = 0.022;
const FIRST_TICK = [
  [0.315, 0.515],
  [0.4, 0.6],
  [0.55, 0.43],
];
const SECOND_TICK = [
  [0.47, 0.565],
  [0.505, 0.6],
  [0.68, 0.4],
];

/** Inside a rounded square covering [m, 1 − m]² with corner radius r. */
function inRoundedSquare(x, y, m, r) {
  if (x < m || y < m || x > 1 - m || y > 1 - m) return false;
  const cx = Math.min(Math.max(x, m + r), 1 - m - r);
  const cy = Math.min(Math.max(y, m + r), 1 - m - r);
  return Math.hypot(x - cx, y - cy) <= r;
}

/**
 * Renders one icon. `maskable`: full-bleed tile (the platform applies its own mask) and the mark
 * scaled into the central safe zone; otherwise a rounded tile with transparent corners.
 */
function render(size, { maskable = false, markScale = 1 } = {}) {
  const pixels = Buffer.alloc(size * size * 4);
  const step = 1 / SAMPLES;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (px + (sx + 0.5) * step) / size;
          const y = (py + (sy + 0.5) * step) / size;
          if (!maskable && !inRoundedSquare(x, y, 0.02, 0.21)) continue;
          // Mark coordinates: scaled about the centre.
          const mx = 0.5 + (x - 0.5) / markScale;
          const my = 0.5 + (y - 0.5) / markScale;
          let color;
          if (onPolyline(mx, my, SECOND_TICK, TICK_HALF_THICKNESS)) color = TICK_SECOND;
          else if (onPolyline(mx, my, SECOND_TICK, TICK_HALF_THICKNESS + TICK_GAP)) color = SHIELD;
          else if (onPolyline(mx, my, FIRST_TICK, TICK_HALF_THICKNESS)) color = TICK;
          else if (inShield(mx, my)) color = SHIELD;
          else {
            const t = (x + y) / 2;
            color = TILE_FROM.map((from, i) => from + (TILE_TO[i] - from) * t);
          }
          r += color[0];
          g += color[1];
          b += color[2];
          a += 1;
        }
      }
      const offset = (py * size + px) * 4;
      if (a > 0) {
        // Colour averaged over covered samples (unpremultiplied); alpha = coverage.
        pixels[offset] = Math.round(r / a);
        pixels[offset + 1] = Math.round(g / a);
        pixels[offset + 2] = Math.round(b / a);
      }
      pixels[offset + 3] = Math.round((a / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return pixels;
}

// ── PNG encoding ───────────────────────────────────────────────────────────────────────────────
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes RGBA pixels as a PNG (8-bit, colour type 6, no interlace). */
export function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ── SVG favicon (same geometry, as vector paths) ───────────────────────────────────────────────
function shieldPath() {
  const points = [];
  for (let i = 0; i <= 24; i += 1) {
    const y = SHIELD_SHOULDER + ((SHIELD_BOTTOM - SHIELD_SHOULDER) * i) / 24;
    points.push([0.5 + shieldHalfWidth(y), y]);
  }
  const right = points.map(([x, y]) => `${(x * 64).toFixed(2)} ${(y * 64).toFixed(2)}`);
  const left = points
    .slice()
    .reverse()
    .map(([x, y]) => `${((1 - x) * 64).toFixed(2)} ${(y * 64).toFixed(2)}`);
  const top = SHIELD_TOP * 64;
  const l = (0.5 - SHIELD_HALF_WIDTH) * 64;
  const r = (0.5 + SHIELD_HALF_WIDTH) * 64;
  return `M${l} ${top} Q32 ${top + 0.07 * 64} ${r} ${top} L${right.join(' L')} L${left.join(' L')} Z`;
}

function polylinePoints(points) {
  return points.map(([x, y]) => `${(x * 64).toFixed(2)},${(y * 64).toFixed(2)}`).join(' ');
}

function faviconSvg() {
  const hex = (rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  const stroke = (TICK_HALF_THICKNESS * 2 * 64).toFixed(2);
  const gapStroke = ((TICK_HALF_THICKNESS + TICK_GAP) * 2 * 64).toFixed(2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <defs>
    <linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hex(TILE_FROM)}"/>
      <stop offset="1" stop-color="${hex(TILE_TO)}"/>
    </linearGradient>
  </defs>
  <rect x="1.28" y="1.28" width="61.44" height="61.44" rx="13.44" fill="url(#tile)"/>
  <path d="${shieldPath()}" fill="${hex(SHIELD)}"/>
  <g fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-width="${stroke}">
    <polyline points="${polylinePoints(FIRST_TICK)}" stroke="${hex(TICK)}"/>
    <polyline points="${polylinePoints(SECOND_TICK)}" stroke="${hex(SHIELD)}" stroke-width="${gapStroke}"/>
    <polyline points="${polylinePoints(SECOND_TICK)}" stroke="${hex(TICK_SECOND)}"/>
  </g>
</svg>
`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'maskable-192.png', size: 192, maskable: true, markScale: 0.8 },
  { file: 'maskable-512.png', size: 512, maskable: true, markScale: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, maskable: true, markScale: 0.9 },
  { file: 'icon-32.png', size: 32 },
];

mkdirSync(OUT_DIR, { recursive: true });
for (const { file, size, ...options } of ICONS) {
  writeFileSync(`${OUT_DIR}/${file}`, encodePng(size, size, render(size, options)));
  console.info(`${OUT_DIR}/${file} ${size}×${size}`);
}
writeFileSync('public/favicon.svg', faviconSvg());
console.info('public/favicon.svg');
