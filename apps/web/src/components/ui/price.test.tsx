import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

describe('Price', () => {
  it('shows en-IN rupees, the struck original and the rounded percent off', () => {
    render(<Price price={1299} originalPrice={1999} />);
    expect(screen.getByText('₹1,299.00')).toBeInTheDocument();
    expect(screen.getByText('₹1,999.00').closest('s')).not.toBeNull();
    expect(screen.getByText('35% OFF')).toBeInTheDocument();
  });

  it('shows no badge when the original does not exceed the price', () => {
    render(<Price price={999} originalPrice={999} />);
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });
});
