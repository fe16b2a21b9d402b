import { LANGUAGE_COOKIE } from '@vastra/domain/i18n';
import { POLICY_TITLES } from '@vastra/domain/policies';
import { SETTINGS_MESSAGES } from '@vastra/domain/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
  // Switching language remembers it in a cookie and marks the document: forgotten after each test.
  document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
  document.documentElement.removeAttribute('lang');
});

const RETURNS_HTML =
  '<p>You can exchange an item within <strong>7 days of delivery</strong>.</p>\n' +
  '<h2>Questions</h2>\n<p>See <a href="/policies/refunds">Refunds</a> or write to ' +
  '<a href="mailto:care@vastra.example">care@vastra.example</a>.</p>\n';
const returns = { slug: 'returns', title: 'Returns & exchanges', html: RETURNS_HTML };
const refunds = { slug: 'refunds', title: 'Refunds', html: '<h2>When we refund you</h2>\n<p>Always.</p>\n' };
/** The server's Hindi page (content/hi/returns.md): the same title field, the body in Hindi. */
const RETURNS_HINDI_HTML =
  '<p>आप <strong>डिलीवरी के 7 दिन के अंदर</strong> आइटम एक्सचेंज कर सकते हैं।</p>\n' +
  '<h2>सवाल</h2>\n<p><a href="/policies/refunds">रिफ़ंड</a> देखें या ' +
  '<a href="mailto:care@vastra.example">care@vastra.example</a> पर लिखें।</p>\n';
const returnsHindi = { slug: 'returns', title: 'Returns & exchanges', html: RETURNS_HINDI_HTML };
/** The returns page in the language the call asks for (`?lang=hi`), English without it. */
const returnsIn = (call: ApiCall) => [200, call.query.get('lang') === 'hi' ? returnsHindi : returns] as const;

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
    // English asks without a language: the page the server has always answered.
    expect(api.callsTo('GET /api/policies/returns')[0]?.query.toString()).toBe('');
    expect(article).not.toHaveAttribute('lang');
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

describe('/policies/:slug in Hindi (docs/decisions/136-hindi-storefront.md)', () => {
  it("asks the server for the Hindi page and shows it as the page's own, not marked English", async () => {
    const { api } = renderRoute('/policies/returns', {
      language: 'hi',
      routes: { 'GET /api/policies/returns': returnsIn },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'रिटर्न और एक्सचेंज' })).toBeInTheDocument();
    const article = await screen.findByRole('article', { name: 'रिटर्न और एक्सचेंज' });
    expect(within(article).getByText('डिलीवरी के 7 दिन के अंदर').tagName).toBe('STRONG');
    expect(within(article).getByRole('heading', { level: 2, name: 'सवाल' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'रिफ़ंड' })).toHaveAttribute('href', '/policies/refunds');
    // The page is in the shopper's language: no English mark, no line saying it is English.
    expect(article).not.toHaveAttribute('lang');
    expect(screen.queryByText(/अंग्रेज़ी/)).toBeNull();
    expect(screen.queryByText('7 days of delivery')).toBeNull();
    await waitFor(() => expect(document.title).toBe('रिटर्न और एक्सचेंज | Vastra'));
    const calls = api.callsTo('GET /api/policies/returns');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('lang')).toBe('hi');
  });

  it('asks again in Hindi when the shopper switches language on the page', async () => {
    const { api } = renderRoute('/policies/returns', { routes: { 'GET /api/policies/returns': returnsIn } });
    const article = await screen.findByRole('article', { name: 'Returns & exchanges' });
    expect(within(article).getByText('7 days of delivery')).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'हिन्दी' })[0] as HTMLElement);
    const hindi = await screen.findByRole('article', { name: 'रिटर्न और एक्सचेंज' });
    expect(await within(hindi).findByText('डिलीवरी के 7 दिन के अंदर')).toBeInTheDocument();
    expect(api.callsTo('GET /api/policies/returns').map((call) => call.query.get('lang'))).toEqual([null, 'hi']);
  });
});
