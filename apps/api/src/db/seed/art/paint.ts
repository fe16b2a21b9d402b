import type { ArtSpec } from './art-spec';
import { darken, lighten, mix } from './colour';

/** The resolved colours and paint servers one garment drawing uses. */
export interface Paint {
  /** Fill for the main fabric (the `fab` pattern). */
  fabric: string;
  base: string;
  accent: string;
  trim: string;
  bottom: string;
  /** Outline and seam colour. */
  line: string;
  /** Insides seen through necklines and slits. */
  inside: string;
}

export function paintOf(spec: ArtSpec): Paint {
  return {
    fabric: 'url(#fab)',
    base: spec.base,
    accent: spec.accent,
    trim: spec.trim,
    bottom: spec.bottom,
    line: darken(spec.base, 0.38),
    inside: darken(spec.base, 0.3),
  };
}

/** A garment panel: fabric, outline, then the shared light-from-the-left shading. */
export function panel(d: string, fill: string, line: string, extra = ''): string {
  return (
    `<path d="${d}" fill="${fill}" stroke="${line}" stroke-width="1.4" stroke-linejoin="round"${extra}/>` +
    `<path d="${d}" fill="url(#shade)"/>`
  );
}

/**
 * A woven border (zari or contrast) following any path: a dark edge, the band, a row of dots and a
 * shimmer line. Pass `clip` to keep it inside a garment so hems and pallus get a crisp edge.
 */
export function border(d: string, width: number, trim: string, accent: string, clip?: string): string {
  const c = clip ? ` clip-path="url(#${clip})"` : '';
  const dot = Math.max(1.2, width * 0.16);
  return (
    `<g fill="none"${c}>` +
    `<path d="${d}" stroke="${darken(trim, 0.3)}" stroke-width="${width}"/>` +
    `<path d="${d}" stroke="${trim}" stroke-width="${width - 3}"/>` +
    `<path d="${d}" stroke="${accent}" stroke-width="${dot * 2}" ` +
    `stroke-linecap="round" stroke-dasharray="0 ${dot * 4}"/>` +
    `<path d="${d}" stroke="${lighten(trim, 0.45)}" stroke-width="1" ` +
    `stroke-dasharray="6 4" opacity=".7" transform="translate(0 ` +
    `${-width * 0.3})"/>` +
    `</g>`
  );
}

/** Stitch lines (dashed) for seams and hems. */
export function stitch(d: string, colour: string, width = 1): string {
  return (
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" ` + `stroke-dasharray="3 2.5" opacity=".8"/>`
  );
}

/** Small tassels (latkan) from points: a cord and a bead, hanging down or turned by `angle`. */
export function tassels(points: [number, number][], trim: string, angle = 0): string {
  return points
    .map(
      ([x, y]) =>
        `<g transform="rotate(${angle} ${x} ${y})"><path d="M${x} ${y}v12" ` +
        `stroke="${darken(trim, 0.2)}" stroke-width="1.2"/>` +
        `<path d="M${x - 3} ${y + 12}h6l-1.5 8h-3z" fill="${trim}"/></g>`,
    )
    .join('');
}

/** Buttons down a placket. */
export function buttons(x: number, ys: number[], colour: string): string {
  return ys
    .map(
      (y) => `<circle cx="${x}" cy="${y}" r="2.6" fill="${colour}" stroke="${darken(colour, 0.3)}" stroke-width=".8"/>`,
    )
    .join('');
}

/** Fold lines, faint dark strokes that give a garment its drape. */
export function folds(ds: string[], line: string, opacity = 0.28): string {
  return (
    `<g fill="none" stroke="${line}" stroke-width="1.2" ` +
    `opacity="${opacity}">${ds.map((d) => `<path d="${d}"/>`).join('')}</g>`
  );
}

export const tintOf = (backdrop: string, base: string): string => mix(backdrop, base, 0.12);
