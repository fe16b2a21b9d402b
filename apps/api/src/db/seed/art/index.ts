export type { ArtSpec, Emblem, PatternKind, Silhouette, ViewKind } from './art-spec';
export { renderView } from './views';
