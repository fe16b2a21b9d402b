import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPhoto } from './product-photo';

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
});
