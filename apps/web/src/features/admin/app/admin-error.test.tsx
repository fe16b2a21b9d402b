import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../components/errors/route-error';
import { AdminErrorBoundary } from './admin-error';

function Screen() {
  const { pathname } = useLocation();
  if (pathname === '/broken') throw new Error('screen failed');
  return <p>{`Showing ${pathname}`}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('the one error screen', () => {
  it.each([
    [
      'the storefront',
      RouteErrorBoundary,
      'Please reload the page. If it keeps happening, come back in a little while.',
      'Back to home',
    ],
    [
      'the back office',
      AdminErrorBoundary,
      'Please reload the page. If it keeps happening, tell the shop owner.',
      'Back to the dashboard',
    ],
  ])('%s shows the same error screen with its own words', (_, Boundary, hint, back) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Boundary>
          <Screen />
        </Boundary>
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent(hint);
    expect(alert).toHaveTextContent('screen failed');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toBeInTheDocument();
  });
});
