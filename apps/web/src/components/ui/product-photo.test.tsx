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

  it('keeps any other image a plain img with the width and height it was given', () => {
    const { container } = render(<Photo src="/uploads/products/p/1.svg" alt="" width={400} height={500} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect([img?.getAttribute('src'), img?.getAttribute('width'), img?.getAttribute('height')]).toEqual([
      '/uploads/products/p/1.svg',
      '400',
      '500',
    ]);
  });
});
