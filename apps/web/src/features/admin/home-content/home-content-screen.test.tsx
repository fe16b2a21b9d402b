import { AdminHomeResponse } from '@vastra/domain/api';
import { CATALOG_HOME_MESSAGES as M, CATALOG_HOME_SCREEN_MESSAGES as S } from '@vastra/domain/catalog';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text === '') return;
  await user.click(field);
  await user.paste(text);
}

const slide = (id: string, headline: string, extra: object = {}) => ({
  id,
  headline,
  subText: '',
  headlineHi: '',
  subTextHi: '',
  image: null,
  link: '/shop',
  startsAt: null,
  endsAt: null,
  live: true,
  ...extra,
});
const home = AdminHomeResponse.parse({
  version: 3,
  isDefault: false,
  updatedAt: '2026-10-20T10:00:00.000Z',
  now: '2026-10-20T10:00:00.000Z',
  nextChangeAt: '2026-10-24T18:30:00.000Z',
  slides: [
    slide('diwali', 'Diwali Sale', {
      link: '/shop?category=saree',
      startsAt: '2026-10-24T18:30:00.000Z',
      endsAt: '2026-11-04T18:30:00.000Z',
      live: false,
    }),
    slide('big-deals', 'Big Deals on Top Brands!', { headlineHi: 'टॉप ब्रैंड्स पर बड़ी डील्स!' }),
  ],
  rails: [
    {
      id: 'new-arrivals',
      title: 'New Arrivals',
      titleHi: 'नए प्रोडक्ट',
      source: 'new-arrivals',
      category: null,
      productIds: [],
      count: 4,
      startsAt: null,
      endsAt: null,
      live: true,
    },
  ],
});
const collection = (n: number, title: string, visible: boolean) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  description: '',
  titleHi: '',
  descriptionHi: '',
  seoTitle: '',
  seoDescription: '',
  image: null,
  kind: 'manual',
  rules: [],
  sort: 'newest',
  visible,
  showInNav: false,
  navPosition: 0,
  products: [],
  createdAt: '2026-10-20T10:00:00.000Z',
  updatedAt: '2026-10-20T10:00:00.000Z',
});
const routes = {
  'GET /api/admin/home': [200, home] as const,
  'GET /api/admin/collections': [
    200,
    { collections: [collection(1, 'Diwali Edit', true), collection(2, 'Quiet Edit', false)] },
  ] as const,
  'GET /api/admin/products': [200, { items: [], total: 0, nextCursor: null }] as const,
};
const bodyOf = (h: AdminHomeResponse) => ({
  version: h.version,
  slides: h.slides.map(({ live: _live, ...s }) => s),
  rails: h.rails.map(({ live: _live, ...r }) => r),
});

describe('the Home page screen', () => {
  it('lists the slides and rails in order, with what shows now and when it changes', async () => {
    renderAdmin('/admin/home-page', { staff: staffFixture(), routes });
    const diwali = await screen.findByRole('listitem', { name: 'Diwali Sale' });
    expect(within(diwali).getByText('Scheduled')).toBeInTheDocument();
    expect(within(diwali).getByText('Link: /shop?category=saree')).toBeInTheDocument();
    expect(within(diwali).getByText('25 Oct 2026, 12:00 am IST – 5 Nov 2026, 12:00 am IST')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Big Deals on Top Brands!' })).getByText('Live now'),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Showing now: “Big Deals on Top Brands!”. The next change by itself: 25 Oct 2026, 12:00 am IST.',
    );
    const rails = screen.getByRole('list', { name: 'Product rails' });
    expect(within(rails).getByText('New arrivals (random picks), up to 4')).toBeInTheDocument();
    // The Hindi texts the owner wrote, under the English ones (docs/decisions/173-owner-texts-in-hindi.md).
    expect(
      within(screen.getByRole('listitem', { name: 'Big Deals on Top Brands!' })).getByText(
        'In Hindi: टॉप ब्रैंड्स पर बड़ी डील्स!',
      ),
    ).toBeInTheDocument();
    expect(within(diwali).queryByText(/^In Hindi/)).toBeNull();
    expect(within(rails).getByText('In Hindi: नए प्रोडक्ट')).toBeInTheDocument();
  });

  it('moves a slide up: saves the whole home in the new order over the version read', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/home-page', {
      staff: staffFixture(),
      routes: { ...routes, 'PUT /api/admin/home': [200, { ...home, version: 4 }] },
    });
    await user.click(await screen.findByRole('button', { name: 'Move Big Deals on Top Brands! up' }));
    expect(await screen.findByText(S.saved)).toBeInTheDocument();
    const body = bodyOf(home);
    expect(api.callsTo('PUT /api/admin/home').at(-1)?.body).toEqual({
      ...body,
      slides: [body.slides[1], body.slides[0]],
    });
  });

  it('adds a slide: its messages under the fields, IST times with their offset, a refusal on its field', async () => {
    const user = userEvent.setup();
    let answer: readonly [number, unknown] = [
      400,
      { code: 'bad_request', field: 'slides.2.link', message: `slides.2.link: ${M.linkSameSite}` },
    ];
    const { api } = renderAdmin('/admin/home-page', {
      staff: staffFixture(),
      routes: { ...routes, 'PUT /api/admin/home': () => answer },
    });
    await user.click(await screen.findByRole('button', { name: 'Add slide' }));
    const dialog = screen.getByRole('dialog', { name: 'New slide' });
    await user.click(within(dialog).getByRole('button', { name: 'Add slide' }));
    expect(await within(dialog).findByText(M.headlineRequired)).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('Headline'), 'D'.repeat(81));
    await fill(user, within(dialog).getByLabelText(/^Headline in Hindi/), 'द'.repeat(81));
    await fill(user, within(dialog).getByLabelText('Link'), 'https://evil.example');
    await fill(user, within(dialog).getByLabelText(/^Starts/), '2026-11-05T00:00');
    await fill(user, within(dialog).getByLabelText(/^Ends/), '2026-10-25T00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add slide' }));
    expect(await within(dialog).findByText(M.headlineLength)).toBeInTheDocument();
    expect(within(dialog).getByText(M.headlineHiLength)).toBeInTheDocument();
    expect(within(dialog).getByText(M.linkSameSite)).toBeInTheDocument();
    expect(within(dialog).getByText(M.endBeforeStart)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/home')).toHaveLength(0);

    await fill(user, within(dialog).getByLabelText('Headline'), 'Festive Edit');
    await fill(user, within(dialog).getByLabelText(/^Headline in Hindi/), 'त्योहार एडिट');
    await fill(user, within(dialog).getByLabelText('Link'), '/shop?category=suits');
    await fill(user, within(dialog).getByLabelText(/^Ends/), '2026-11-10T00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add slide' }));
    expect(await within(dialog).findByText(M.linkSameSite)).toBeInTheDocument();

    answer = [200, { ...home, version: 4 }];
    await user.click(within(dialog).getByRole('button', { name: 'Add slide' }));
    expect(await screen.findByText(S.saved)).toBeInTheDocument();
    const sent = api.callsTo('PUT /api/admin/home').at(-1)?.body as ReturnType<typeof bodyOf>;
    expect(sent.version).toBe(3);
    expect(sent.slides.map((s) => s.headline)).toEqual(['Diwali Sale', 'Big Deals on Top Brands!', 'Festive Edit']);
    expect(sent.slides[2]).toMatchObject({
      headline: 'Festive Edit',
      subText: '',
      headlineHi: 'त्योहार एडिट',
      subTextHi: '',
      image: null,
      link: '/shop?category=suits',
      startsAt: '2026-11-05T00:00:00+05:30',
      endsAt: '2026-11-10T00:00:00+05:30',
    });
  });

  it("adds a collection's rail: the collection is required, then the body names it by id", async () => {
    const user = userEvent.setup();
    const saved = {
      ...home,
      version: 4,
      rails: [
        ...home.rails,
        {
          ...home.rails[0],
          id: 'rail-x',
          title: 'Diwali Edit',
          source: 'collection',
          collection: collection(1, '', true).id,
        },
      ],
    };
    const { api } = renderAdmin('/admin/home-page', {
      staff: staffFixture(),
      routes: { ...routes, 'PUT /api/admin/home': [200, saved] },
    });
    await user.click(await screen.findByRole('button', { name: 'Add rail' }));
    const dialog = screen.getByRole('dialog', { name: 'New rail' });
    await fill(user, within(dialog).getByLabelText('Title'), 'Diwali Edit');
    await fill(user, within(dialog).getByLabelText(/^Title in Hindi/), 'दिवाली एडिट');
    await user.selectOptions(within(dialog).getByLabelText('Products from'), S.sources.collection);
    const select = within(dialog).getByLabelText(S.collectionLabel);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Diwali Edit', 'Quiet Edit (hidden: the rail does not show)']);
    await user.click(within(dialog).getByRole('button', { name: 'Add rail' }));
    expect(await within(dialog).findByText(M.railCollection)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/home')).toHaveLength(0);

    await user.selectOptions(select, 'Diwali Edit');
    await user.click(within(dialog).getByRole('button', { name: 'Add rail' }));
    expect(await screen.findByText(S.saved)).toBeInTheDocument();
    const body = bodyOf(home);
    const sent = api.callsTo('PUT /api/admin/home').at(-1)?.body as ReturnType<typeof bodyOf>;
    expect(sent).toEqual({
      ...body,
      rails: [
        ...body.rails,
        {
          id: sent.rails[1]?.id,
          title: 'Diwali Edit',
          titleHi: 'दिवाली एडिट',
          source: 'collection',
          category: null,
          collection: '00000000-0000-4000-8000-000000000001',
          productIds: [],
          count: 4,
          startsAt: null,
          endsAt: null,
        },
      ],
    });
    expect(sent.rails[1]?.id).toMatch(/^rail-[a-z0-9]+$/);
    const rails = screen.getByRole('list', { name: 'Product rails' });
    expect(within(rails).getByText('A collection: Diwali Edit, up to 4')).toBeInTheDocument();
  });

  it('resets to the defaults only once confirmed', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/home-page', {
      staff: staffFixture(),
      routes: { ...routes, 'POST /api/admin/home/reset': [200, { ...home, version: 0, isDefault: true }] },
    });
    await user.click(await screen.findByRole('button', { name: 'Reset to defaults' }));
    const dialog = screen.getByRole('dialog', { name: S.resetTitle });
    expect(within(dialog).getByText(S.resetText)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/home/reset')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(S.resetDone)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/home/reset')).toHaveLength(1);
  });
});
