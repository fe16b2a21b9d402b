import type { Emblem, Silhouette } from './art-spec';
import { darken, mix } from './colour';
import { emblem } from './emblem';
import { buttons, folds, panel, stitch, type Paint } from './paint';

// T-shirts: crew, V-neck, henley and polo share the classic cut; oversized drops the shoulder.

function teePath(silhouette: Silhouette, back: boolean): string {
  const neck = back ? 'Q200 100 228 92' : silhouette === 'v-neck' ? 'L200 134 L228 92' : 'Q200 118 228 92';
  if (silhouette === 'oversized') {
    return (
      `M172 92 ${neck} L284 110 L332 200 L298 218 L276 188 L278 398 Q200 404 ` +
      `122 398 L124 188 L102 218 L68 200 L116 110 Z`
    );
  }
  return (
    `M172 92 ${neck} L270 104 L318 152 L290 182 L264 164 L262 400 Q200 406 ` +
    `138 400 L136 164 L110 182 L82 152 L130 104 Z`
  );
}

function collar(silhouette: Silhouette, p: Paint, back: boolean): string {
  const rib = darken(p.base, 0.12);
  if (silhouette === 'polo') {
    const flap = (d: string) =>
      `<path d="${d}" fill="${rib}" stroke="${p.line}" stroke-width="1.2" stroke-linejoin="round"/>`;
    if (back)
      return (
        `<path d="M168 90 Q200 80 232 90 L230 100 Q200 92 170 100Z" ` +
        `fill="${rib}" stroke="${p.line}" stroke-width="1.2"/>`
      );
    return (
      `<rect x="193" y="100" width="14" height="54" fill="${rib}" stroke="${p.line}" stroke-width="1"/>` +
      buttons(200, [118, 138], p.accent) +
      flap('M170 88 L200 106 L190 124 L160 100 Z') +
      flap('M230 88 L200 106 L210 124 L240 100 Z')
    );
  }
  const curve = back
    ? 'M172 92 Q200 100 228 92'
    : silhouette === 'v-neck'
      ? 'M172 92 L200 134 L228 92'
      : 'M172 92 Q200 118 228 92';
  const placket =
    silhouette === 'henley' && !back
      ? `<rect x="194" y="104" width="12" height="52" fill="${rib}" stroke="${p.line}" stroke-width="1"/>` +
        buttons(200, [116, 130, 144], p.accent)
      : '';
  const label = back ? `<rect x="192" y="98" width="16" height="9" rx="1" fill="${p.accent}" opacity=".9"/>` : '';
  return `<path d="${curve}" fill="none" stroke="${rib}" stroke-width="8" stroke-linejoin="round"/>` + placket + label;
}

/** A T-shirt from the front (with its chest print, if any) or the back. */
export function tee(silhouette: Silhouette, p: Paint, back: boolean, print?: Emblem): string {
  const d = teePath(silhouette, back);
  const insideNeck = back
    ? ''
    : `<path d="M172 92 Q200 104 228 92 ` +
      `${silhouette === 'v-neck' ? 'L200 134' : 'Q200 118 172 92'}Z" ` +
      `fill="${p.inside}"/>`;
  const wide = silhouette === 'oversized';
  const hems = wide
    ? stitch('M126 390 Q200 396 274 390 M72 196 L100 212 M328 196 L300 212', p.line)
    : stitch('M140 392 Q200 398 260 392 M86 156 L112 176 M314 156 L288 176', p.line);
  // A two-tone screen print: the ink and a half-tone of it towards the shirt colour.
  const chest = print && !back ? emblem(print, 200, 208, wide ? 50 : 44, p.accent, mix(p.accent, p.base, 0.55)) : '';
  return (
    insideNeck +
    panel(d, p.fabric, p.line) +
    folds(
      wide
        ? ['M116 110 L124 188', 'M284 110 L276 188', 'M160 300 Q156 350 160 396']
        : ['M130 104 L136 164', 'M270 104 L264 164', 'M170 300 Q166 350 170 396'],
      p.line,
      0.35,
    ) +
    hems +
    chest +
    collar(silhouette, p, back)
  );
}
