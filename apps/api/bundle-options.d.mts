import type { BuildOptions } from 'esbuild';

/** apps/api, whatever the working directory. */
export declare const API_DIR: string;
/** esbuild's options for bundling one of the API's entry files (bundle-options.mjs). */
export declare const bundleOptions: BuildOptions;
