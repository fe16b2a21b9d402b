#!/usr/bin/env node
// Writes the installed app's icons (apps/web/public/icon-*.png, apple-touch-icon.png) from the logo's drawing in
// apps/web/public/logo.svg: run it again after changing the logo. The maskable icon and Apple's fill the whole square
// with the logo's ground and keep the mark inside the circle every launcher's mask shows (80 % of the side)
// (docs/decisions/124-installable-and-offline.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const logo = readFileSync(path.join(publicDir, 'logo.svg'), 'utf8');
const ground = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1];
const mark = /<path[^>]*\/>/.exec(logo)?.[0];
if (!ground || !mark) throw new Error('logo.svg should hold one <rect> ground and one <path> mark');
// The mark spans 18–46 of the logo's 64: drawn 1.2 times as large, centred, its corners stay inside that circle.
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" fill="${ground}"/>
<g transform="translate(32 32) scale(1.2) translate(-32 -32)">${mark}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: logo, size: 192 },
  { file: 'icon-512.png', svg: logo, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, file));
  console.log(`apps/web/public/${file} (${size} × ${size})`);
}
