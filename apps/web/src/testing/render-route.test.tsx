import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './render-app';
import { renderRoute } from './render-route';

afterEach(() => vi.unstubAllGlobals());

// A test's time is for its own behaviour: the app's on-demand modules are loaded while the file is
// imported (app-modules.ts), so the first render is the screen, never the route table's loader.
describe('the whole-app render helpers', () => {
  it('renderRoute shows the screen in its first render, not the logo loader of a loading chunk', () => {
    renderRoute('/no-such-page');
    expect(screen.getByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });

  it('renderApp shows the screen in its first render, not the logo loader of a loading chunk', () => {
    renderApp('/no-such-page');
    expect(screen.getByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });
});
