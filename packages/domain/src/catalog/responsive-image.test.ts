import { describe, expect, it } from 'vitest';
import { derivativeWidths, responsiveImage, uploadedImagePaths } from './responsive-image';

const ID = '0b6f6f0e-1c55-4c1a-9a43-2f1e0d4b1a11';

describe('derivativeWidths', () => {
  it.each([
    [2000, [320, 640, 960, 1280]],
    [1280, [320, 640, 960, 1280]],
    [1000, [320, 640, 960, 1000]],
    [960, [320, 640, 960]],
    [500, [320, 500]],
    [320, [320]],
    [100, [100]],
  ])('a source %i wide is written at %j', (source, widths) => {
    expect(derivativeWidths(source)).toEqual(widths);
  });
});

describe('responsiveImage', () => {
  it('derives srcsets and the size from an uploaded fallback path', () => {
    const { fallback } = uploadedImagePaths(ID, 1200, 1600);
    expect(fallback).toBe(`/media/products/${ID}-1200x1600/960.jpg`);
    expect(responsiveImage(fallback)).toEqual({
      src: fallback,
      width: 1200,
      height: 1600,
      avifSrcset: [320, 640, 960, 1200].map((w) => `/media/products/${ID}-1200x1600/${w}.avif ${w}w`).join(', '),
      webpSrcset: [320, 640, 960, 1200].map((w) => `/media/products/${ID}-1200x1600/${w}.webp ${w}w`).join(', '),
    });
  });

  it('keeps an absolute origin in front of the path', () => {
    const src = `https://shop.example/media/products/${ID}-500x700/500.jpg`;
    const base = `https://shop.example/media/products/${ID}-500x700`;
    expect(responsiveImage(src)?.webpSrcset).toBe(`${base}/320.webp 320w, ${base}/500.webp 500w`);
  });

  it.each([
    '/uploads/products/abc/1.svg',
    'https://cdn.example/kurti.jpg',
    `/media/products/${ID}/960.jpg`,
    `/media/products/${ID}-0x700/320.jpg`,
  ])('answers null for %s', (src) => {
    expect(responsiveImage(src)).toBeNull();
  });
});
