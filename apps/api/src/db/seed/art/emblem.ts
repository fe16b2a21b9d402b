import type { Emblem } from './art-spec';
import { paisley } from './patterns';

/** A chest print for graphic T-shirts, drawn around (cx, cy) with radius r. */
export function emblem(kind: Emblem, cx: number, cy: number, r: number, ink: string, ink2: string): string {
  const g = (body: string) => `<g transform="translate(${cx} ${cy})">${body}</g>`;
  const ring = (n: number, radius: number, rx: number, ry: number, fill: string) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<ellipse cx="0" cy="${-radius}" rx="${rx}" ry="${ry}" fill="${fill}" transform="rotate(${(360 / n) * i})"/>`,
    ).join('');
  switch (kind) {
    case 'mandala':
      return g(
        `<circle r="${r}" fill="none" stroke="${ink}" stroke-width="${r * 0.04}"/>` +
          ring(16, r * 0.78, r * 0.1, r * 0.2, ink) +
          ring(10, r * 0.5, r * 0.12, r * 0.2, ink2) +
          `<circle r="${r * 0.3}" fill="none" stroke="${ink}" stroke-width="${r * 0.05}"/>` +
          ring(8, r * 0.16, r * 0.05, r * 0.1, ink) +
          `<circle r="${r * 0.07}" fill="${ink2}"/>`,
      );
    case 'lotus': {
      const petal = (angle: number, len: number, fill: string) =>
        `<path d="M0 0 C${-len * 0.35} ${-len * 0.4} ${-len * 0.2} ` +
        `${-len * 0.85} 0 ${-len} C${len * 0.2} ${-len * 0.85} ${len * 0.35} ` +
        `${-len * 0.4} 0 0Z" fill="${fill}" transform="rotate(${angle})"/>`;
      return g(
        `<g transform="translate(0 ${r * 0.35})">` +
          [-70, -35, 35, 70].map((a) => petal(a, r * 0.85, ink2)).join('') +
          [-18, 18].map((a) => petal(a, r * 0.95, ink)).join('') +
          petal(0, r * 1.05, ink) +
          `<path d="M${-r} ${r * 0.12} q${r * 0.25} ${-r * 0.12} ${r * 0.5} 0 ` +
          `t${r * 0.5} 0 t${r * 0.5} 0 t${r * 0.5} 0" fill="none" stroke="${ink2}" ` +
          `stroke-width="${r * 0.05}"/></g>`,
      );
    }
    case 'sun':
      return g(
        Array.from(
          { length: 16 },
          (_, i) =>
            `<path d="M${-r * 0.09} ${-r * 0.55} L0 ${-r} L${r * 0.09} ` +
            `${-r * 0.55}Z" fill="${i % 2 ? ink2 : ink}" ` +
            `transform="rotate(${i * 22.5})"/>`,
        ).join('') +
          `<circle r="${r * 0.5}" fill="${ink}"/><circle r="${r * 0.36}" ` +
          `fill="none" stroke="${ink2}" stroke-width="${r * 0.05}"/>`,
      );
    case 'paisley':
      return paisley(cx, cy, r / 15, -15, ink, ink2);
  }
}
