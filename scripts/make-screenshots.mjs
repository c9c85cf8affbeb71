#!/usr/bin/env node
/**
 * Draws the install sheet's screenshots (public/screenshots/*.png) without an image toolchain: a schematic
 * of the cluster list (brand header, cluster cards with a status dot) in a narrow (phone) and a wide
 * (desktop) size. Browsers show them in the rich install dialog. The PNGs are committed; run this again
 * after changing the colours.
 */
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';

const BLUE = [0x1c, 0x7e, 0xd6];
const WHITE = [0xff, 0xff, 0xff];
const PAGE = [0xf1, 0xf3, 0xf5];
const BORDER = [0xde, 0xe2, 0xe6];
const TEXT = [0x86, 0x8e, 0x96];
const GREEN = [0x2f, 0x9e, 0x44];
const ORANGE = [0xf0, 0x8c, 0x00];

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
function png(width, height, pixel) {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0;
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * stride + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A list of cluster cards laid out in `columns` columns below a header of `headerH` pixels. */
function screen(width, height, columns) {
  const headerH = Math.round(height * 0.08);
  const margin = Math.round(width * 0.04);
  const gap = margin;
  const cardW = Math.floor((width - 2 * margin - (columns - 1) * gap) / columns);
  const cardH = Math.round(cardW * 0.5);
  const cards = [];
  for (let i = 0; i < 6; i++) {
    const col = i % columns;
    const row = Math.floor(i / columns);
    const top = headerH + margin + row * (cardH + gap);
    if (top + cardH > height - margin) break;
    cards.push({ left: margin + col * (cardW + gap), top, status: i % 3 === 1 ? ORANGE : GREEN });
  }
  return png(width, height, (x, y) => {
    if (y < headerH) {
      const barTop = headerH * 0.4;
      const inTitle = x > margin && x < margin + width * 0.3 && y > barTop && y < barTop + headerH * 0.2;
      return inTitle ? WHITE : BLUE;
    }
    for (const card of cards) {
      const u = x - card.left;
      const v = y - card.top;
      if (u < 0 || v < 0 || u >= cardW || v >= cardH) continue;
      if (u < 2 || v < 2 || u >= cardW - 2 || v >= cardH - 2) return BORDER;
      const pad = cardW * 0.07;
      const dot = Math.hypot(u - (cardW - pad * 1.5), v - pad * 1.5) < pad * 0.5;
      if (dot) return card.status;
      const line = (t, w) => v > cardH * t && v < cardH * t + cardH * 0.08 && u > pad && u < pad + cardW * w;
      if (line(0.15, 0.45)) return [0x34, 0x3a, 0x40];
      if (line(0.45, 0.7) || line(0.65, 0.55)) return TEXT;
      return WHITE;
    }
    return PAGE;
  });
}

mkdirSync('public/screenshots', { recursive: true });
writeFileSync('public/screenshots/clusters-narrow.png', screen(540, 1200, 1));
writeFileSync('public/screenshots/clusters-wide.png', screen(1280, 720, 3));
