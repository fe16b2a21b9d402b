import type { Silhouette } from './art-spec';
import { darken } from './colour';
import { buttons, folds, panel, stitch, type Paint } from './paint';

// Shorts are drawn small and scaled up 1.35× about the frame's centre so they fill a card like the
// longer garments do.

const LEGS = 'M132 176 L114 332 L194 340 L200 240 L206 340 L286 332 L268 176 Z';
const WAIST = 'M134 148 L266 148 L268 178 L132 178 Z';

function waistband(silhouette: Silhouette, p: Paint, back: boolean): string {
  const band = panel(WAIST, p.fabric, p.line);
  if (silhouette === 'drawstring') {
    const gathers = Array.from({ length: 16 }, (_, i) => `M${140 + i * 8} 152 v22`);
    const strings = back
      ? ''
      : `<path d="M196 166 q-8 30 -4 58 M204 166 q8 30 4 58" fill="none" ` +
        `stroke="${p.trim}" stroke-width="2.6" stroke-linecap="round"/>` +
        `<path d="M190 222 l2 10 M210 222 l-2 10" ` +
        `stroke="${darken(p.trim, 0.4)}" stroke-width="3.4" ` +
        `stroke-linecap="round"/>`;
    return band + folds(gathers, p.line, 0.35) + strings;
  }
  const loops = [146, 174, 226, 254]
    .map(
      (x) =>
        `<rect x="${x - 3}" y="145" width="6" height="36" rx="1.5" ` +
        `fill="${p.base}" stroke="${p.line}" stroke-width="1"/>`,
    )
    .join('');
  const fastening = back ? '' : buttons(200, [163], silhouette === 'denim' ? '#b8862b' : darken(p.base, 0.3));
  return band + loops + fastening;
}

function frontDetails(silhouette: Silhouette, p: Paint, thread: string): string {
  const fly = silhouette === 'drawstring' ? '' : stitch('M206 178 V224 Q206 232 196 230', thread, 1.2);
  const pockets = stitch('M138 180 Q152 188 158 216 M262 180 Q248 188 242 216', thread, 1.2);
  const cargo =
    silhouette === 'cargo'
      ? `<g fill="${darken(p.base, 0.06)}" stroke="${p.line}" ` +
        `stroke-width="1"><rect x="118" y="240" width="34" height="46" ` +
        `rx="2"/><rect x="248" y="240" width="34" height="46" rx="2"/>` +
        `<path d="M116 236 h38 v14 h-38z M246 236 h38 v14 h-38z"/></g>`
      : '';
  return fly + pockets + cargo;
}

function backDetails(p: Paint, thread: string): string {
  const pocket = (x: number) =>
    `<path d="M${x} 200 h36 v34 l-18 6 l-18 -6 z" fill="none" ` +
    `stroke="${thread}" stroke-width="1.2" stroke-dasharray="3 2.5"/>`;
  return stitch('M132 196 Q200 206 268 196', thread, 1.2) + pocket(146) + pocket(218);
}

/** Shorts from the front (fly, pockets, drawstring) or the back (patch pockets, yoke). */
export function shorts(silhouette: Silhouette, p: Paint, back: boolean): string {
  const thread = silhouette === 'denim' ? '#d9a441' : darken(p.base, 0.4);
  const cuffs =
    silhouette === 'chino' || silhouette === 'denim'
      ? panel('M115 318 L194 326 L194 340 L114 332 Z M285 318 L206 326 L206 340 L286 332 Z', p.fabric, p.line)
      : stitch('M116 322 L194 330 M284 322 L206 330', thread, 1.2);
  const fade =
    silhouette === 'denim'
      ? `<radialGradient id="fade"><stop offset="0" stop-color="#fff" ` +
        `stop-opacity=".22"/><stop offset="1" stop-color="#fff" ` +
        `stop-opacity="0"/></radialGradient>` +
        `<g fill="url(#fade)"><ellipse cx="156" cy="262" rx="30" ` +
        `ry="62"/><ellipse cx="244" cy="262" rx="30" ry="62"/></g>` +
        stitch('M142 236 l10 4 M144 246 l12 3 M258 236 l-10 4 M256 246 l-12 3', '#ffffff', 1)
      : '';
  return (
    `<g transform="translate(200 258) scale(1.35) translate(-200 -258)">` +
    panel(LEGS, p.fabric, p.line) +
    fade +
    folds(['M200 240 L200 250', 'M150 260 Q148 300 152 326', 'M250 260 Q252 300 248 326'], p.line) +
    cuffs +
    waistband(silhouette, p, back) +
    (back ? backDetails(p, thread) : frontDetails(silhouette, p, thread)) +
    `</g>`
  );
}
