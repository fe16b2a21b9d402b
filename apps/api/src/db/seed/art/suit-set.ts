import type { Silhouette } from './art-spec';
import { darken } from './colour';
import { border, folds, panel, stitch, tassels, type Paint } from './paint';
import { tunic, type TunicCut } from './tunic';

// A suit set: the bottoms behind, the kurta over them and, from the front, a sheer dupatta worn in a
// U across the yoke with both ends falling past the sleeves.

const KURTA: Partial<Record<Silhouette, TunicCut>> = {
  'straight-set': { flare: 72, hem: 352, silhouette: 'straight-set' },
  'palazzo-set': { flare: 80, hem: 340, silhouette: 'palazzo-set' },
  'anarkali-set': { flare: 128, hem: 410, silhouette: 'anarkali-set' },
  'sharara-set': { flare: 70, hem: 300, silhouette: 'sharara-set' },
};

function bottoms(silhouette: Silhouette, p: Paint): string {
  const colour = p.bottom;
  const line = darken(colour, 0.35);
  switch (silhouette) {
    case 'palazzo-set':
      return (
        panel('M152 312 L116 470 L196 474 L200 352 L204 474 L284 470 L248 312 Z', colour, line) +
        folds(['M150 380 L136 468', 'M176 380 L170 470', 'M224 380 L230 470', 'M250 380 L264 468'], line)
      );
    case 'sharara-set':
      return (
        panel('M156 286 L152 380 L108 472 L196 474 L200 330 L204 474 L292 472 L248 380 L244 286 Z', colour, line) +
        border('M150 382 L196 384 M204 384 L250 382', 8, p.trim, p.accent) +
        folds(['M140 400 L122 470', 'M170 396 L166 472', 'M230 396 L234 472', 'M260 400 L278 470'], line)
      );
    case 'anarkali-set':
      return (
        panel('M176 392 L178 474 L196 474 L198 392 Z M202 392 L204 474 L222 474 L224 392 Z', colour, line) +
        folds(
          [
            'M178 440 q9 4 18 0',
            'M178 450 q9 4 18 0',
            'M178 460 q9 4 18 0',
            'M204 440 q9 4 18 0',
            'M204 450 q9 4 18 0',
            'M204 460 q9 4 18 0',
          ],
          line,
          0.45,
        )
      );
    default:
      return (
        panel('M158 324 L164 472 L196 472 L200 350 L204 472 L236 472 L242 324 Z', colour, line) +
        stitch('M166 462 L194 462 M206 462 L234 462', line)
      );
  }
}

function dupatta(p: Paint): string {
  const sheer = 'url(#dup)';
  const edge = darken(p.accent, 0.25);
  const end = (x1: number, x2: number, x3: number, x4: number) =>
    `<path d="M${x1} 94 L${x2} 100 L${x3} 452 L${x4} 446 Z" fill="${sheer}" ` +
    `stroke="${edge}" stroke-width="1" opacity=".9"/>`;
  return (
    `<g opacity=".92">` +
    end(142, 120, 104, 66) +
    end(258, 280, 296, 334) +
    border('M68 436 L104 442', 14, p.trim, p.accent) +
    border('M332 436 L296 442', 14, p.trim, p.accent) +
    `<path d="M142 96 C150 170 176 212 200 214 C224 212 250 170 258 96" ` +
    `fill="none" stroke="${p.trim}" stroke-width="34"/>` +
    `<path d="M142 96 C150 170 176 212 200 214 C224 212 250 170 258 96" ` +
    `fill="none" stroke="${sheer}" stroke-width="28"/>` +
    `</g>` +
    tassels(
      [
        [70, 446],
        [86, 448],
        [100, 450],
        [300, 450],
        [314, 448],
        [330, 446],
      ],
      p.trim,
    )
  );
}

/** A kurta set (straight, palazzo, Anarkali or sharara) from the front or the back. */
export function suitSet(silhouette: Silhouette, p: Paint, back: boolean): string {
  const cut = KURTA[silhouette] ?? { flare: 72, hem: 352, silhouette };
  return bottoms(silhouette, p) + tunic(cut, p, back) + (back ? '' : dupatta(p));
}
