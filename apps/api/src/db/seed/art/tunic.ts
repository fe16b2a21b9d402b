import type { Silhouette } from './art-spec';
import { border, buttons, folds, panel, tassels, type Paint } from './paint';

// Kurtis and the kurtas of suit sets share one drawing: a tunic with set-in three-quarter sleeves,
// side slits and bordered hems. Coordinates are in the 400 × 500 frame, centred on x = 200.

export interface TunicCut {
  /** Half the hem's width. */
  flare: number;
  /** The hem's height in the frame. */
  hem: number;
  silhouette: Silhouette;
}

const NECK_FRONT = 'Q200 124 222 86';
const NECK_BACK = 'Q200 96 222 86';

function anarkaliPath(hem: number, flare: number, back: boolean): string {
  const neck = back ? NECK_BACK : NECK_FRONT;
  return (
    `M178 86 ${neck} L260 96 L286 112 L304 232 L278 238 L254 158 C252 176 248 190 248 200 ` +
    `C270 250 ${200 + flare - 20} ${hem - 80} ${200 + flare} ${hem - 4} Q200 ${hem + 22} ${200 - flare} ${hem - 4} ` +
    `C${200 - flare + 20} ${hem - 80} 130 250 152 200 C152 190 148 176 146 158 L122 238 L96 232 L114 112 L140 96 Z`
  );
}

function kaftanPath(hem: number, back: boolean): string {
  const neck = back ? NECK_BACK : 'Q200 120 222 86';
  return (
    `M178 86 ${neck} L262 94 L352 150 L346 214 L262 216 C262 300 270 370 276 ${hem} Q200 ${hem + 10} 124 ${hem} ` +
    `C130 370 138 300 138 216 L54 214 L48 150 L138 94 Z`
  );
}

/** The tunic's outline for a cut, front or back. */
export function tunicPath({ flare, hem, silhouette }: TunicCut, back: boolean): string {
  if (silhouette === 'anarkali' || silhouette === 'anarkali-set') return anarkaliPath(hem, flare, back);
  if (silhouette === 'kaftan') return kaftanPath(hem, back);
  const neck = back ? NECK_BACK : NECK_FRONT;
  const bow = (flare - 50) * 0.3;
  return (
    `M178 86 ${neck} L260 96 L288 112 L308 236 L280 242 L254 158 C252 190 250 210 250 228 ` +
    `C${250 + bow} 300 ${200 + flare - 4} ${hem - 40} ${200 + flare} ${hem} Q200 ${hem + 10} ${200 - flare} ${hem} ` +
    `C${200 - flare + 4} ${hem - 40} ${150 - bow} 300 150 228 C150 210 148 ` +
    `190 146 158 L120 242 L92 236 L112 112 L140 96 Z`
  );
}

function hemBorder(cut: TunicCut, p: Paint): string {
  const { flare, hem, silhouette } = cut;
  if (silhouette === 'anarkali' || silhouette === 'anarkali-set') {
    return border(
      `M${200 - flare - 10} ${hem - 10} Q200 ${hem + 16} ${200 + flare + 10} ${hem - 10}`,
      22,
      p.trim,
      p.accent,
      'tunic',
    );
  }
  if (silhouette === 'kaftan') {
    return (
      border(`M110 ${hem - 2} Q200 ${hem + 8} 290 ${hem - 2}`, 16, p.trim, p.accent, 'tunic') +
      border('M48 150 L54 214', 18, p.trim, p.accent, 'tunic') +
      border('M352 150 L346 214', 18, p.trim, p.accent, 'tunic')
    );
  }
  return (
    border(
      `M${200 - flare - 6} ${hem - 4} Q200 ${hem + 6} ${200 + flare + 6} ${hem - 4}`,
      18,
      p.trim,
      p.accent,
      'tunic',
    ) +
    border('M90 234 L122 240', 14, p.trim, p.accent, 'tunic') +
    border('M310 234 L278 240', 14, p.trim, p.accent, 'tunic')
  );
}

function slits({ flare, hem, silhouette }: TunicCut, p: Paint): string {
  if (silhouette === 'anarkali' || silhouette === 'anarkali-set' || silhouette === 'kaftan') return '';
  const depth = Math.min(90, (hem - 240) * 0.4);
  const wedge = (x: number) =>
    `<path d="M${x - 5} ${hem + 2} L${x} ${hem - depth} L${x + 5} ${hem + 2} Z" fill="${p.inside}"/>`;
  return wedge(200 - flare + 14) + wedge(200 + flare - 14);
}

function frontDetails(cut: TunicCut, p: Paint): string {
  const neckline =
    `<path d="M178 86 ` +
    `${cut.silhouette === 'kaftan' ? 'Q200 120' : 'Q200 124'} 222 86" ` +
    `fill="none" stroke="${p.trim}" stroke-width="4"/>`;
  switch (cut.silhouette) {
    case 'anarkali':
    case 'anarkali-set': {
      const pleats = Array.from({ length: 9 }, (_, i) => {
        const top = 158 + i * 10.5;
        const bottom = 200 - cut.flare + 12 + i * ((cut.flare * 2 - 24) / 8);
        return `M${top} 206 L${bottom} ${cut.hem - 2}`;
      });
      return folds(pleats, p.line, 0.35) + border('M150 202 Q200 212 250 202', 9, p.trim, p.accent) + neckline;
    }
    case 'kaftan':
      return (
        border('M200 104 V220', 12, p.trim, p.accent) +
        neckline +
        folds(['M150 240 Q146 330 140 420', 'M250 240 Q254 330 260 420'], p.line)
      );
    case 'angrakha':
      return (
        border('M184 90 C196 140 226 192 252 226', 8, p.trim, p.accent) +
        tassels(
          [
            [252, 228],
            [246, 232],
          ],
          p.trim,
        ) +
        neckline
      );
    default:
      return (
        `<path d="M200 104 V158" stroke="${p.line}" stroke-width="1.2"/>` +
        buttons(200, [116, 130, 144], p.trim) +
        neckline +
        folds(
          [
            `M170 260 Q166 330 ${200 - cut.flare + 30} ${cut.hem - 10}`,
            `M232 260 Q236 330 ${200 + cut.flare - 30} ${cut.hem - 10}`,
          ],
          p.line,
        )
      );
  }
}

function backDetails(p: Paint): string {
  return (
    `<path d="M200 96 C190 108 192 126 200 134 C208 126 210 108 200 96Z" fill="${p.inside}"/>` +
    `<path d="M178 86 Q200 96 222 86" fill="none" stroke="${p.trim}" stroke-width="4"/>` +
    `<path d="M198 92 q-6 30 -10 56 M202 92 q6 30 8 58" fill="none" stroke="${p.trim}" stroke-width="1.6"/>` +
    tassels(
      [
        [188, 148],
        [210, 150],
      ],
      p.trim,
    )
  );
}

/** A complete tunic drawing: inside of the neck, body, slits, borders and front or back details. */
export function tunic(cut: TunicCut, p: Paint, back: boolean): string {
  const d = tunicPath(cut, back);
  const insideNeck = back ? '' : `<path d="M178 86 Q200 98 222 86 Q200 124 178 86Z" fill="${p.inside}"/>`;
  const seams = cut.silhouette === 'kaftan' ? '' : folds(['M140 96 L146 158', 'M260 96 L254 158'], p.line, 0.45);
  return (
    `<clipPath id="tunic"><path d="${d}"/></clipPath>` +
    insideNeck +
    panel(d, p.fabric, p.line) +
    slits(cut, p) +
    seams +
    hemBorder(cut, p) +
    (back ? backDetails(p) : frontDetails(cut, p))
  );
}
