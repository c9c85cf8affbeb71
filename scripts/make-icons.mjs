#!/usr/bin/env node
/**
 * Draws the app icons (public/icons/*.png) without an image toolchain: three white bars (a cluster of
 * nodes) on the brand blue. The maskable icon fills the whole square and keeps the glyph inside the
 * central 80 % safe zone. Run it again after changing the colours; the PNGs are committed.
 */
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';

const BLUE = [0x1c, 0x7e, 0xd6];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x / size, y / size);
      raw.set([r, g, b, a], y * (size * 4 + 1) + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** Three vertical bars of rising height, drawn in a box of `scale` centred on the icon. */
function glyph(x, y, scale) {
  const u = (x - 0.5) / scale + 0.5;
  const v = (y - 0.5) / scale + 0.5;
  const bars = [
    [0.2, 0.36, 0.55],
    [0.42, 0.58, 0.35],
    [0.64, 0.8, 0.2],
  ];
  return bars.some(([left, right, top]) => u >= left && u <= right && v >= top && v <= 0.8);
}
function rounded(x, y, radius) {
  const dx = Math.max(radius - x, x - (1 - radius), 0);
  const dy = Math.max(radius - y, y - (1 - radius), 0);
  return dx * dx + dy * dy <= radius * radius;
}

mkdirSync('public/icons', { recursive: true });
for (const size of [192, 512]) {
  writeFileSync(
    `public/icons/icon-${size}.png`,
    png(size, (x, y) => (!rounded(x, y, 0.18) ? [0, 0, 0, 0] : glyph(x, y, 1) ? [...WHITE, 255] : [...BLUE, 255])),
  );
}
writeFileSync('public/icons/icon-maskable-512.png', png(512, (x, y) => (glyph(x, y, 0.7) ? [...WHITE, 255] : [...BLUE, 255])));
// favicon.ico for pages without an icon link (the sign-in pages): an ICO holding one 48 px PNG.
const small = png(48, (x, y) => (!rounded(x, y, 0.18) ? [0, 0, 0, 0] : glyph(x, y, 1) ? [...WHITE, 255] : [...BLUE, 255]));
const ico = Buffer.alloc(22);
ico.writeUInt16LE(1, 2);
ico.writeUInt16LE(1, 4);
ico.set([48, 48, 0, 0], 6);
ico.writeUInt16LE(1, 10);
ico.writeUInt16LE(32, 12);
ico.writeUInt32LE(small.length, 14);
ico.writeUInt32LE(22, 18);
writeFileSync('public/favicon.ico', Buffer.concat([ico, small]));
writeFileSync('public/icons/apple-touch-icon.png', png(180, (x, y) => (glyph(x, y, 0.8) ? [...WHITE, 255] : [...BLUE, 255])));
