import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('NotFoundRoute', () => {
  it(
    "shows '404 - Page Not Found' and 'Sorry, the page you are looking for " + "does not exist.' for an unknown path",
    async () => {
      renderApp('/no-such-page');
      expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
      expect(screen.getByText('Sorry, the page you are looking for does not exist.')).toBeInTheDocument();
    },
  );
});
