import type { PatternKind, Silhouette } from './art';

/** One line of the shop: a cut with the fabrics, prints, colours and price band it comes in. */
export interface StyleTemplate {
  name: string;
  silhouette: Silhouette;
  fabrics: readonly string[];
  patterns: readonly PatternKind[];
  colours: readonly string[];
  /** Base price range in rupees (sizes XL and XXL may cost a little more). */
  band: readonly [number, number];
  /** How the cut is described. */
  cut: string;
}

/** A comma-separated list, so long word lists stay one line each. */
export const words = (list: string): string[] => list.split(',').map((w) => w.trim());

/** The colour names used in titles, with the hex the art paints them in. */
export const COLOURS: Record<string, string> = Object.fromEntries(
  words(
    'Indigo #2e3a87, Mustard #d4a017, Rani Pink #d6246e, Bottle Green #0b5d3b, Maroon #7b1e2b, Teal #0f7c80, ' +
      'Ivory #f1e7cf, Peach #f4b393, Coral #ee6c4d, Mint #9ed9c3, Lavender #b9a3d9, Rust #b5502b, Saffron #f08a24, ' +
      'Black #22201f, Powder Blue #a9c6e8, Olive #6b7232, Wine #5e1a36, Navy ' +
      '#1f2f57, Charcoal #3a3f45, White #f4f2ec, ' +
      'Sky Blue #6fa8dc, Beige #d9c4a3, Khaki #b9a878, Mauve #a86a8c, Emerald #138a5e, Royal Blue #2952a3, ' +
      'Magenta #b0216f, Turmeric #e3a400, Grey Melange #9a9da1, Sage #9caf88, Terracotta #c4663a, Plum #5b2a4e, ' +
      'Light Blue #8fb3d9',
  ).map((entry) => [entry.slice(0, entry.lastIndexOf(' ')), entry.slice(entry.lastIndexOf(' ') + 1)]),
);
