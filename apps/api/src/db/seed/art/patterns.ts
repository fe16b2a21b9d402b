import type { PatternKind } from './art-spec';
import { darken, lighten, mix } from './colour';

export interface PatternColours {
  base: string;
  accent: string;
  trim: string;
}

/** A small flower: `petals` ellipses around a centre, the stamp of block prints and florals. */
export function flower(x: number, y: number, r: number, petals: number, fill: string, centre: string): string {
  const leaves = Array.from({ length: petals }, (_, i) => {
    const angle = (360 / petals) * i;
    return `<ellipse cx="0" cy="${-r * 0.55}" rx="${r * 0.32}" ry="${r * 0.55}" transform="rotate(${angle})"/>`;
  }).join('');
  return `<g transform="translate(${x} ${y})" fill="${fill}">${leaves}<circle r="${r * 0.25}" fill="${centre}"/></g>`;
}

/** A paisley (keri, boteh) about 30 units tall with its tip curled, centred on (x, y). */
export function paisley(x: number, y: number, s: number, rotate: number, fill: string, line: string): string {
  const halo = [
    [-12.5, 6],
    [-13, 0],
    [-11, -6],
    [-6.5, -11.5],
    [-1, -16],
  ]
    .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="1"/>`)
    .join('');
  return (
    `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${s})">` +
    `<path d="M0 14C-9 14-12 6-10-1C-8-8-2-12 3-16C5-17.5 8.5-17 ` +
    `9-14C9.5-11.5 7-10.5 6-12C9.5-7 10.5 0 8 6C6.5 11 4 14 0 14Z" ` +
    `fill="${fill}"/>` +
    `<path d="M0 10C-6 10-8 5-6.5 0C-5-4-1-7 2-9.5C5-5 6 0 5 4C4 8 2 10 0 ` +
    `10Z" fill="none" stroke="${line}" stroke-width="1.1"/>` +
    `<circle cx="0" cy="4" r="2.2" fill="${line}"/><g fill="${line}">${halo}</g></g>`
  );
}

type Tile = { size: number; body: string };

function tile(kind: PatternKind, { base, accent, trim }: PatternColours): Tile {
  const soft = mix(base, accent, 0.35);
  switch (kind) {
    case 'block-print':
      return {
        size: 36,
        body:
          flower(9, 9, 9, 6, accent, trim) +
          flower(27, 27, 9, 6, accent, trim) +
          `<g fill="${soft}"><circle cx="27" cy="9" r="1.8"/><circle cx="9" cy="27" r="1.8"/></g>`,
      };
    case 'bandhani': {
      const dot = lighten(mix(base, accent, 0.3), 0.55);
      const ring = [0, 60, 120, 180, 240, 300]
        .map(
          (a) =>
            `<circle cx="${12 + 5 * Math.cos((a * Math.PI) / 180)}" ` +
            `cy="${12 + 5 * Math.sin((a * Math.PI) / 180)}" r="1.3"/>`,
        )
        .join('');
      return {
        size: 24,
        body:
          `<g fill="${dot}">${ring}<circle cx="12" cy="12" r="1.5"/><circle cx="0" ` +
          `cy="0" r="1.3"/><circle cx="24" cy="0" r="1.3"/><circle cx="0" cy="24" ` +
          `r="1.3"/><circle cx="24" cy="24" r="1.3"/></g>`,
      };
    }
    case 'ikat':
      return {
        size: 40,
        body:
          `<path d="M20 3 36 20 20 37 4 20Z" fill="${accent}" opacity=".85"/>` +
          `<path d="M20 11 28 20 20 29 12 20Z" fill="${trim}"/>` +
          `<path d="M0 20h6M34 20h6M20 0v4M20 36v4M2 17h5M33 23h5" stroke="${accent}" stroke-width="2"/>`,
      };
    case 'paisley':
      return {
        size: 44,
        body:
          paisley(12, 13, 0.6, -20, accent, trim) +
          paisley(34, 35, 0.6, 160, accent, trim) +
          `<circle cx="34" cy="10" r="2" fill="${soft}"/><circle cx="10" cy="34" r="2" fill="${soft}"/>`,
      };
    case 'floral': {
      const leaf = mix(base, '#2f6b3a', 0.6);
      return {
        size: 56,
        body:
          `<g fill="${leaf}"><ellipse cx="22" cy="24" rx="3" ry="7" ` +
          `transform="rotate(40 22 24)"/><ellipse cx="50" cy="50" rx="3" ry="7" ` +
          `transform="rotate(-30 50 50)"/></g>` +
          flower(14, 14, 13, 5, accent, trim) +
          flower(42, 40, 9, 5, lighten(accent, 0.3), trim) +
          `<circle cx="44" cy="12" r="2.5" fill="${trim}"/><circle cx="12" cy="44" r="2.5" fill="${trim}"/>`,
      };
    }
    case 'leheriya':
      return {
        size: 20,
        body:
          `<path d="M-5 5q5-5 10 0t10 0 10 0" fill="none" stroke="${accent}" stroke-width="3.2"/>` +
          `<path d="M-5 15q5-5 10 0t10 0 10 0" fill="none" stroke="${trim}" stroke-width="1.6"/>`,
      };
    case 'chikankari': {
      const thread = lighten(base, 0.75);
      return {
        size: 40,
        body:
          `<g fill="none" stroke="${thread}" stroke-width="1.1">` +
          `<circle cx="10" cy="10" r="3"/><path d="M10 4c2 2 2 4 0 6M10 ` +
          `16c-2-2-2-4 0-6M4 10c2-2 4-2 6 0M16 10c-2 2-4 2-6 0"/>` +
          `<path d="M10 13q6 10 20 14" stroke-dasharray="2 2"/><circle cx="30" cy="30" r="4"/></g>` +
          `<g fill="${thread}"><circle cx="30" cy="30" r="1.4"/><circle cx="34" ` +
          `cy="8" r="1.2"/><circle cx="6" cy="34" r="1.2"/></g>`,
      };
    }
    case 'stripes':
      return {
        size: 24,
        body: `<rect x="0" width="9" height="24" fill="${accent}"/><rect x="13" width="2" height="24" fill="${trim}"/>`,
      };
    case 'checks':
      return {
        size: 32,
        body:
          `<g fill="${accent}" opacity=".55"><rect width="12" height="32"/><rect width="32" height="12"/></g>` +
          `<g fill="${trim}" opacity=".8"><rect x="20" width="1.5" ` +
          `height="32"/><rect y="20" width="32" height="1.5"/></g>`,
      };
    case 'buta':
      return {
        size: 34,
        body:
          `<g fill="${trim}"><path d="M9 15c-4 0-5-4-3-7 2-3 6-3 6 0 0 2-2 2-2 1 3 1 3 6-1 6z"/>` +
          `<path d="M26 32c-4 0-5-4-3-7 2-3 6-3 6 0 0 2-2 2-2 1 3 1 3 6-1 ` +
          `6z"/><circle cx="26" cy="9" r="1.4"/><circle cx="9" cy="26" ` +
          `r="1.4"/></g>`,
      };
    case 'solid':
      return { size: 8, body: `<path d="M0 8 8 0" stroke="${lighten(base, 0.5)}" stroke-width="1" opacity=".12"/>` };
  }
}

/** A `<pattern>` painting one fabric; `scale` enlarges it for close-ups, `rotate` turns stripes. */
export function fabricPattern(id: string, kind: PatternKind, colours: PatternColours, scale = 1, rotate = 0): string {
  const { size, body } = tile(kind, colours);
  return (
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${size}" height="${size}" ` +
    `patternTransform="rotate(${rotate}) scale(${scale})"><rect ` +
    `width="${size}" height="${size}" ` +
    `fill="${colours.base}"/>${body}</pattern>`
  );
}

/** A darker, flat version of the fabric for insides and shadowed panels. */
export const insideOf = (base: string): string => darken(base, 0.32);
