import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Photo, ProductPhoto } from './product-photo';

const UPLOADED = '/media/products/0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21-1400x1750/960.jpg';
const FOLDER = '/media/products/0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21-1400x1750';

describe('ProductPhoto', () => {
  it('shows the placeholder, not the broken-image icon, when the photo fails to load', () => {
    const { container } = render(<ProductPhoto src="/uploads/gone.jpg" alt="Indigo Anarkali Kurti" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/uploads/gone.jpg');
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Indigo Anarkali Kurti (no image)' })).toBeInTheDocument();
  });

  it('tries a new photo afresh after one failed', () => {
    const { container, rerender } = render(<ProductPhoto src="/uploads/gone.jpg" alt="Kurti" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    rerender(<ProductPhoto src="/uploads/back.jpg" alt="Kurti" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/back.jpg');
  });

  it('keeps a decorative photo’s placeholder hidden from assistive technology', () => {
    const { container } = render(<ProductPhoto src={null} alt="" className="size-12" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('photo-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('photo-placeholder')).toHaveClass('size-12');
    expect(container.querySelector('img')).toBeNull();
  });

  it('offers an uploaded photo as AVIF, then WebP, at every width, the JPEG fallback at the photo’s size', () => {
    const { container } = render(
      <ProductPhoto
        src={UPLOADED}
        alt="Madder Red Kurti"
        width={400}
        height={500}
        sizes="(min-width: 1024px) 25vw, 50vw"
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    const widths = [320, 640, 960, 1280];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', widths.map((w) => `${FOLDER}/${w}.avif ${w}w`).join(', '), '(min-width: 1024px) 25vw, 50vw'],
      ['image/webp', widths.map((w) => `${FOLDER}/${w}.webp ${w}w`).join(', '), '(min-width: 1024px) 25vw, 50vw'],
    ]);
    const img = screen.getByRole('img', { name: 'Madder Red Kurti' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      UPLOADED,
      '1400',
      '1750',
    ]);
    fireEvent.error(img);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Madder Red Kurti (no image)' })).toBeInTheDocument();
  });

  it("offers the seed's art drawn as AVIF, then WebP, its SVG the fallback", () => {
    const art = '/uploads/products/0b6f6f0e-1c55-4c1a-9a43-2f1e0d4b1a11/2';
    const { container } = render(<Photo src={`${art}.svg`} alt="" sizes="50vw" width={400} height={500} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
      ['image/avif', `${art}-320.avif 320w, ${art}-480.avif 480w, ${art}-800.avif 800w`],
      ['image/webp', `${art}-320.webp 320w, ${art}-480.webp 480w, ${art}-800.webp 800w`],
    ]);
    const img = container.querySelector('picture > img');
    expect([img?.getAttribute('src'), img?.getAttribute('width'), img?.getAttribute('height')]).toEqual([
      `${art}.svg`,
      '400',
      '500',
    ]);
  });

  it('keeps any other image a plain img with the width and height it was given', () => {
    const { container } = render(<Photo src="https://cdn.example/kurti.png" alt="" width={300} height={450} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect([img?.getAttribute('src'), img?.getAttribute('width'), img?.getAttribute('height')]).toEqual([
      'https://cdn.example/kurti.png',
      '300',
      '450',
    ]);
  });
});
