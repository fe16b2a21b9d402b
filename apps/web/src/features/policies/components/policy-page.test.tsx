import { POLICY_TITLES } from '@vastra/domain/policies';
import { SETTINGS_MESSAGES } from '@vastra/domain/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

afterEach(() => vi.unstubAllGlobals());

const RETURNS_HTML =
  '<p>You can exchange an item within <strong>7 days of delivery</strong>.</p>\n' +
  '<h2>Questions</h2>\n<p>See <a href="/policies/refunds">Refunds</a> or write to ' +
  '<a href="mailto:care@vastra.example">care@vastra.example</a>.</p>\n';
const returns = { slug: 'returns', title: 'Returns & exchanges', html: RETURNS_HTML };
const refunds = { slug: 'refunds', title: 'Refunds', html: '<h2>When we refund you</h2>\n<p>Always.</p>\n' };

describe('/policies/:slug', () => {
  it('says the page is not available yet while the shop fills in its details (503 policies_not_ready)', async () => {
    const notReady = { code: 'policies_not_ready', message: SETTINGS_MESSAGES.policiesNotReady };
    renderRoute('/policies/grievance', { routes: { 'GET /api/policies/grievance': [503, notReady] } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SETTINGS_MESSAGES.policiesNotReady);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("shows the page's title and the server's HTML in an article, titled '{title} | Vastra'", async () => {
    const { api } = renderRoute('/policies/returns', { routes: { 'GET /api/policies/returns': [200, returns] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns & exchanges' })).toBeInTheDocument();
    const article = await screen.findByRole('article', { name: 'Returns & exchanges' });
    expect(within(article).getByText('7 days of delivery').tagName).toBe('STRONG');
    expect(within(article).getByRole('heading', { level: 2, name: 'Questions' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'care@vastra.example' })).toHaveAttribute(
      'href',
      'mailto:care@vastra.example',
    );
    await waitFor(() => expect(document.title).toBe('Returns & exchanges | Vastra'));
    expect(api.callsTo('GET /api/policies/returns')).toHaveLength(1);
  });

  it('lists every policy page beside it, the current one marked', async () => {
    renderRoute('/policies/returns', { routes: { 'GET /api/policies/returns': [200, returns] } });
    const nav = await screen.findByRole('navigation', { name: 'Our policies' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      Object.entries(POLICY_TITLES).map(([slug, title]) => [title, `/policies/${slug}`]),
    );
    expect(within(nav).getByRole('link', { name: 'Returns & exchanges' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Refunds' })).not.toHaveAttribute('aria-current');
  });

  it("follows a link inside the page's HTML within the app", async () => {
    const { router, api } = renderRoute('/policies/returns', {
      routes: { 'GET /api/policies/returns': [200, returns], 'GET /api/policies/refunds': [200, refunds] },
    });
    const article = await screen.findByRole('article', { name: 'Returns & exchanges' });
    await userEvent.click(within(article).getByRole('link', { name: 'Refunds' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Refunds' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'When we refund you' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/policies/refunds');
    await waitFor(() => expect(document.title).toBe('Refunds | Vastra'));
    expect(api.callsTo('GET /api/policies/refunds')).toHaveLength(1);
  });

  it("answers an unknown page with the app's not-found page, asking the API nothing", async () => {
    const { api } = renderRoute('/policies/cookies');
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/policies'))).toEqual([]);
  });

  it('says so when the page cannot be loaded, and tries again on request', async () => {
    let answer: readonly [number, unknown] = [503, { message: 'Database unavailable' }];
    renderRoute('/policies/returns', { routes: { 'GET /api/policies/returns': () => answer } });
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('This page could not be loaded. Please try again.');
    answer = [200, returns];
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Returns & exchanges' })).toBeInTheDocument();
  });
});
