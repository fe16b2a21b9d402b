import { COLLECTIONS_MESSAGES as M } from '@vastra/domain/collections';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';

const owner = staffFixture();
const id = (n: number) => `5d0c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f${String(n).padStart(2, '0')}`;
const AT = '2026-11-29T06:00:00.000Z';
const product = (n: number, title: string) => ({ id: id(60 + n), title, image: null, status: 'active' });
const collection = (n: number, over: Record<string, unknown>) => ({
  id: id(n),
  slug: `c-${n}`,
  title: `C ${n}`,
  description: '',
  titleHi: '',
  descriptionHi: '',
  seoTitle: '',
  seoDescription: '',
  image: null,
  kind: 'manual',
  rules: [],
  sort: 'newest',
  visible: true,
  showInNav: false,
  navPosition: 0,
  products: [],
  createdAt: AT,
  updatedAt: AT,
  ...over,
});
const diwali = collection(1, {
  slug: 'diwali-edit',
  title: 'Diwali Edit',
  titleHi: 'दिवाली एडिट',
  products: [product(1, 'Silk saree'), product(2, 'Cotton kurti')],
});
const under999 = collection(2, {
  slug: 'under-999',
  title: 'Under ₹999',
  kind: 'automatic',
  rules: [{ kind: 'price', maxPaise: 99_900 }],
  sort: 'price-asc',
  visible: false,
});
const row = (n: number, title: string) => ({
  id: id(60 + n),
  title,
  category: 'kurti',
  status: 'active',
  image: null,
  minPricePaise: 79_900,
  maxPricePaise: 79_900,
  totalStock: 4,
  outOfStockSizes: [],
  lowStockSizes: [],
  updatedAt: AT,
});
const LIST = 'GET /api/admin/collections';
const ATTRIBUTES = 'GET /api/admin/attributes';
const fabric = {
  id: id(30),
  slug: 'fabric',
  name: 'Fabric',
  hindiName: '',
  position: 0,
  filter: true,
  values: [
    { id: id(31), slug: 'cotton', name: 'Cotton', hindiName: '', position: 0, productCount: 1 },
    { id: id(32), slug: 'silk', name: 'Silk', hindiName: '', position: 1, productCount: 1 },
  ],
};

describe('collections screen', { timeout: 30_000 }, () => {
  it('lists the collections with their kind, address and badges', async () => {
    renderAdmin('/admin/collections', {
      staff: owner,
      routes: { [LIST]: [200, { collections: [diwali, under999] }] },
    });
    const list = await screen.findByRole('list', { name: 'Collections' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      // The title in Hindi under the address (docs/decisions/175-collections-in-hindi.md).
      'Diwali EditManual/collections/diwali-edit · 2 productsIn Hindi: दिवाली एडिटEditRemove',
      'Under ₹999AutomaticHidden/collections/under-999EditRemove',
    ]);
  });

  it('creates an automatic collection from rules in rupees, marked for the menu', async () => {
    const user = userEvent.setup({ delay: null });
    const created = collection(3, {
      title: 'Kurtis under ₹999',
      slug: 'kurtis-under-999',
      kind: 'automatic',
      showInNav: true,
    });
    const { api } = renderAdmin('/admin/collections', {
      staff: owner,
      routes: {
        [LIST]: [200, { collections: [diwali] }],
        [ATTRIBUTES]: [200, { attributes: [fabric] }],
        'POST /api/admin/collections': [201, created],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    await user.type(within(dialog).getByLabelText('Title'), 'Kurtis under ₹999');
    await user.click(within(dialog).getByLabelText('Every product that meets the conditions'));
    await user.click(within(dialog).getByLabelText('Show in navigation'));
    // No condition yet: the contract's own message, at the conditions.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(M.rulesEmpty)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/collections')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Add a condition' }));
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'kurti');
    await user.click(within(dialog).getByRole('button', { name: 'Add a condition' }));
    await user.selectOptions(within(dialog).getByLabelText('Condition 2'), 'price');
    await user.type(within(dialog).getByLabelText(/Highest price/), '99x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Give a price in rupees, like 999 or 999.50.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Highest price/));
    await user.type(within(dialog).getByLabelText(/Highest price/), '999');
    await user.click(within(dialog).getByRole('button', { name: 'Add a condition' }));
    await user.selectOptions(within(dialog).getByLabelText('Condition 3'), 'attribute');
    await user.selectOptions(within(dialog).getByLabelText('Attribute'), 'fabric');
    await user.click(within(dialog).getByLabelText('Cotton'));
    await user.selectOptions(within(dialog).getByLabelText('Order'), 'price-asc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Kurtis under ₹999 added')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/collections')[0]?.body).toEqual({
      title: 'Kurtis under ₹999',
      description: '',
      titleHi: '',
      descriptionHi: '',
      seoTitle: '',
      seoDescription: '',
      image: null,
      kind: 'automatic',
      rules: [
        { kind: 'category', category: 'kurti' },
        { kind: 'price', maxPaise: 99_900 },
        { kind: 'attribute', attribute: 'fabric', values: ['cotton'] },
      ],
      sort: 'price-asc',
      visible: true,
      showInNav: true,
      navPosition: 1,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
  });

  it('shows the API’s refusal at the field it names', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/collections', {
      staff: owner,
      routes: {
        [LIST]: [200, { collections: [diwali, under999] }],
        [`PUT /api/admin/collections/${id(2)}`]: [
          409,
          { code: 'collection_slug_taken', field: 'slug', message: M.slugTaken('diwali-edit') },
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Under ₹999' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Under ₹999' });
    expect(within(dialog).getByLabelText(/Highest price/)).toHaveValue('999');
    const slug = within(dialog).getByLabelText(/^Address/);
    await user.clear(slug);
    await user.type(slug, 'diwali-edit');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.slugTaken('diwali-edit'))).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
  });

  it('picks a manual collection’s products by search and orders them', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = { ...diwali, updatedAt: AT };
    const { api } = renderAdmin('/admin/collections', {
      staff: owner,
      routes: {
        [LIST]: [200, { collections: [diwali] }],
        'GET /api/admin/products': [
          200,
          { items: [row(1, 'Silk saree'), row(3, 'Linen kurti')], total: 2, nextCursor: null },
        ],
        [`PUT /api/admin/collections/${id(1)}`]: [200, saved],
        [`PUT /api/admin/collections/${id(1)}/products`]: [200, saved],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Diwali Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Diwali Edit' });
    await user.type(within(dialog).getByLabelText(/Find products/), 'kurti');
    await user.click(await within(dialog).findByRole('button', { name: 'Add Linen kurti' }));
    // Already picked: not offered again.
    expect(within(dialog).queryByRole('button', { name: 'Add Silk saree' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Move Linen kurti up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Silk saree from the collection' }));
    const picked = within(dialog).getByRole('list', { name: 'Products in this collection' });
    expect(
      within(picked)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/↑↓Remove$/, '')),
    ).toEqual(['Linen kurti', 'Cotton kurti']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Diwali Edit saved')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin/collections/${id(1)}/products`)[0]?.body).toEqual({
      productIds: [id(63), id(62)],
    });
    expect(api.callsTo('GET /api/admin/products').at(-1)?.query).toEqual({ q: 'kurti', limit: '10' });
  });

  it('edits the title and description in Hindi: shown, refused when too long, saved (decision 175)', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = { ...diwali, titleHi: 'दीवाली एडिट', descriptionHi: 'त्योहार के लिए चुनी साड़ियाँ' };
    const { api } = renderAdmin('/admin/collections', {
      staff: owner,
      routes: {
        [LIST]: [200, { collections: [diwali] }],
        [`PUT /api/admin/collections/${id(1)}`]: [200, saved],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Diwali Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Diwali Edit' });
    const title = within(dialog).getByLabelText(/^Title in Hindi/);
    const description = within(dialog).getByLabelText(/^Description in Hindi/);
    expect(title).toHaveValue('दिवाली एडिट');
    expect(title).toHaveAttribute('lang', 'hi');
    expect(title).toHaveAccessibleDescription(
      'Shown to shoppers reading the shop in Hindi. Leave empty to show the English.',
    );
    expect(description).toHaveValue('');
    // Too long: the contract's own messages, under each field, and nothing sent.
    await user.clear(title);
    await user.click(title);
    await user.paste('द'.repeat(81));
    await user.click(description);
    await user.paste('द'.repeat(2001));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(M.titleHiLength)).toBeInTheDocument();
    expect(within(dialog).getByText(M.descriptionHiLength)).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(`PUT /api/admin/collections/${id(1)}`)).toHaveLength(0);

    await user.clear(title);
    await user.type(title, 'दीवाली एडिट');
    await user.clear(description);
    await user.type(description, 'त्योहार के लिए चुनी साड़ियाँ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Diwali Edit saved')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin/collections/${id(1)}`)[0]?.body).toMatchObject({
      title: 'Diwali Edit',
      titleHi: 'दीवाली एडिट',
      descriptionHi: 'त्योहार के लिए चुनी साड़ियाँ',
    });
  });

  it('shows the API’s refusal of a Hindi text under its field, not under the English title', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/collections', {
      staff: owner,
      routes: {
        [LIST]: [200, { collections: [diwali] }],
        [`PUT /api/admin/collections/${id(1)}`]: [
          400,
          { code: 'bad_request', field: 'titleHi', message: `titleHi: ${M.titleHiLength}` },
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Diwali Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Diwali Edit' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.titleHiLength)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Title in Hindi/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
  });
});
