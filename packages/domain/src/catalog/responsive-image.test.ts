import { describe, expect, it } from 'vitest';
import {
  derivativeWidths,
  publicPhotoUrl,
  responsiveImage,
  smallestPhotoPath,
  uploadedImagePaths,
} from './responsive-image';

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

  it('reads a photo listed under a CDN origin (MEDIA_PUBLIC_URL) as well', () => {
    const src = publicPhotoUrl(`/media/products/${ID}-500x700/500.jpg`, 'https://media.example.in');
    expect(src).toBe(`https://media.example.in/products/${ID}-500x700/500.jpg`);
    expect(responsiveImage(src)?.avifSrcset).toBe(
      `https://media.example.in/products/${ID}-500x700/320.avif 320w, ` +
        `https://media.example.in/products/${ID}-500x700/500.avif 500w`,
    );
  });

  it("offers the seed's art drawn at its widths, the SVG staying the fallback", () => {
    const src = `http://127.0.0.1:3000/uploads/products/${ID}/2.svg`;
    const base = `http://127.0.0.1:3000/uploads/products/${ID}/2`;
    expect(responsiveImage(src)).toEqual({
      src,
      width: 400,
      height: 500,
      avifSrcset: `${base}-320.avif 320w, ${base}-480.avif 480w, ${base}-800.avif 800w`,
      webpSrcset: `${base}-320.webp 320w, ${base}-480.webp 480w, ${base}-800.webp 800w`,
    });
  });

  it.each([
    '/uploads/products/abc/1.svg',
    `/uploads/products/${ID}/0.svg`,
    `/uploads/products/${ID}/1.png`,
    'https://cdn.example/kurti.jpg',
    `/media/products/${ID}/960.jpg`,
    `/media/products/${ID}-0x700/320.jpg`,
  ])('answers null for %s', (src) => {
    expect(responsiveImage(src)).toBeNull();
  });
});

describe('publicPhotoUrl', () => {
  it('puts an uploaded product photo under the CDN origin, and leaves everything else alone', () => {
    const photo = `/media/products/${ID}-500x700/500.jpg`;
    expect(publicPhotoUrl(photo, 'https://cdn.example/shop')).toBe(
      `https://cdn.example/shop/products/${ID}-500x700/500.jpg`,
    );
    expect(publicPhotoUrl(photo, undefined)).toBe(photo);
    for (const other of ['/uploads/products/abc/1.svg', 'https://x.example/a.jpg', '/media/returns/r/1.jpg']) {
      expect(publicPhotoUrl(other, 'https://cdn.example')).toBe(other);
    }
  });
});

describe('smallestPhotoPath', () => {
  const folder = '/media/products/0b6f0b7e-6c53-4b4f-9d53-7a3c1f1c2e11';
  it.each([
    [`${folder}-1200x1500/960.avif`, `${folder}-1200x1500/320.avif`],
    [`${folder}-1200x1500/640.webp`, `${folder}-1200x1500/320.webp`],
    [`${folder}-1200x1500/960.jpg`, `${folder}-1200x1500/320.jpg`],
    [`${folder}-1200x1500/320.jpg`, null],
    // A source no wider than the smallest width is written once, at its own width.
    [`${folder}-300x400/300.jpg`, null],
    ['/uploads/products/p1/1.svg', null],
    // The seed's art, drawn at 320, 480 and 800 px.
    [`/uploads/products/${ID}/1-800.avif`, `/uploads/products/${ID}/1-320.avif`],
    [`/uploads/products/${ID}/3-480.webp`, `/uploads/products/${ID}/3-320.webp`],
    [`/uploads/products/${ID}/1-320.webp`, null],
    [`/uploads/products/${ID}/1.svg`, null],
    [`${folder}-1200x1500/960.png`, null],
    [`/media/returns/x-1200x1500/960.jpg`, null],
  ])('%s → %s', (asked, smallest) => {
    expect(smallestPhotoPath(asked)).toBe(smallest);
  });
});
