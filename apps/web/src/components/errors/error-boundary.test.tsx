import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PathErrorBoundary } from './error-boundary';

function Screen() {
  const { pathname } = useLocation();
  if (pathname === '/broken') throw new Error('screen failed');
  return <p>{`Showing ${pathname}`}</p>;
}

function renderAt(boundary: (children: React.ReactNode) => React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/broken']}>
      <Link to="/a">A</Link>
      {boundary(<Screen />)}
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('PathErrorBoundary (the one boundary of the storefront and the back office)', () => {
  it('shows its fallback with the error, and the next path afresh', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt((children) => (
      <PathErrorBoundary fallback={(error) => <p role="alert">{`Failed: ${String(error)}`}</p>}>
        {children}
      </PathErrorBoundary>
    ));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed: Error: screen failed');
    expect(logged).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'A' }));
    expect(screen.getByText('Showing /a')).toBeInTheDocument();
  });
});
