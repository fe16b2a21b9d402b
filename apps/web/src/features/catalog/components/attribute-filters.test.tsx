import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normalizeProduct, type Product } from '@vastra/domain/catalog';
import type { ProductResponse } from '@vastra/domain/api';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../lib/i18n';
import { hi } from '../../../lib/i18n/hi';
import { renderRoute } from '../../../testing/render-route';
import { productFixture } from '../../../testing/shopper-fixtures';
import { ProductDetails } from './product-details/product-details';
import { apiProducts } from '../testing/product-fixtures';
import { fakeSearch } from '../testing/search-fixtures';
import AttributeFilters, { FILTER_VALUES_SHOWN } from './attribute-filters';

// The shop's own filters on /shop and the product's details (docs/decisions/092-attributes.md).

const value = (slug: string, name: string) => ({ slug, name });
const [kurti, tee, saree] = apiProducts as [ProductResponse, ProductResponse, ProductResponse];
const catalogue: ProductResponse[] = [
  {
    ...kurti,
    attributes: [
      { slug: 'fabric', name: 'Fabric', values: [value('cotton', 'Cotton')] },
      { slug: 'colour', name: 'Colour', values: [value('blue', 'Blue')] },
    ],
  },
  {
    ...tee,
    attributes: [
      { slug: 'fabric', name: 'Fabric', values: [value('cotton', 'Cotton')] },
      { slug: 'colour', name: 'Colour', values: [value('black', 'Black')] },
    ],
  },
  {
    ...saree,
    attributes: [
      { slug: 'fabric', name: 'Fabric', values: [value('silk', 'Silk')] },
      { slug: 'colour', name: 'Colour', values: [value('maroon', 'Maroon')] },
    ],
  },
];

/** The product's details, with the size guide's answer (the category's name) already known. */
function renderDetails(product: Product) {
  const client = new QueryClient();
  client.setQueryData(['size-guide', product.category], {
    category: product.category,
    name: 'Kurti',
    sizes: [],
    sizeGuide: null,
  });
  render(
    <QueryClientProvider client={client}>
      <ProductDetails product={product} onAddToCart={vi.fn()} onBuyNow={vi.fn()} />
    </QueryClientProvider>,
  );
}

function renderShop(url: string) {
  const view = renderRoute(url, { routes: { 'GET /api/client/search': fakeSearch({ products: catalogue }) } });
  return { ...view, search: () => view.router.state.location.search };
}

describe('attribute filters on /shop', () => {
  it('offers each attribute with its counts; a tick goes into the address, Back undoes it', async () => {
    const user = userEvent.setup();
    const { search, router } = renderShop('/shop');
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const fabric = await within(filters).findByRole('group', { name: 'Fabric' }, { timeout: 5_000 });
    expect(
      within(fabric)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Cotton (2)', 'Silk (1)']);
    await user.click(within(fabric).getByRole('checkbox', { name: 'Cotton (2)' }));
    await waitFor(() => expect(search()).toBe('?fabric=cotton'));
    // Colour counts with the fabric filter; fabric counts without its own.
    const colour = within(filters).getByRole('group', { name: 'Colour' });
    await waitFor(() =>
      expect(
        within(colour)
          .getAllByRole('checkbox')
          .map((box) => box.parentElement?.textContent),
      ).toEqual(['Blue (1)', 'Black (1)', 'Maroon (0)']),
    );
    expect(within(fabric).getByRole('checkbox', { name: 'Silk (1)' })).not.toBeChecked();
    await user.click(within(colour).getByRole('checkbox', { name: 'Black (1)' }));
    await waitFor(() => expect(search()).toBe('?colour=black&fabric=cotton'));
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() => expect(search()).toBe('?fabric=cotton'));
  });

  it('reads the filters from the address on load: they are ticked', async () => {
    renderShop('/shop?fabric=silk');
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const fabric = await within(filters).findByRole('group', { name: 'Fabric' }, { timeout: 5_000 });
    expect(within(fabric).getByRole('checkbox', { name: 'Silk (1)' })).toBeChecked();
    expect(await screen.findByText('1 product')).toBeInTheDocument();
  });

  it("the phone's sheet offers them too, as a draft until Apply", async () => {
    const user = userEvent.setup();
    const { search } = renderShop('/shop');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Sort / Filter' }));
    const sheet = await screen.findByRole('dialog', { name: 'Sort and filter' }, { timeout: 5_000 });
    await user.click(within(sheet).getByRole('checkbox', { name: 'Maroon (1)' }));
    expect(search()).toBe('');
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(search()).toBe('?colour=maroon'));
  });
});

describe("the product's details", () => {
  it('lists each attribute with its values: "Fabric: Cotton"', () => {
    const raw = {
      ...productFixture(),
      attributes: [
        { slug: 'fabric', name: 'Fabric', values: [value('cotton', 'Cotton')] },
        { slug: 'colour', name: 'Colour', values: [value('red', 'Red'), value('white', 'White')] },
      ],
    };
    const product = normalizeProduct(raw, 'http://localhost') as Product;
    renderDetails(product);
    const details = screen.getByRole('region', { name: 'Details' });
    expect(
      within(details)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Fabric:', 'Colour:']);
    expect(
      within(details)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Cotton', 'Red, White']);
  });

  it('has no Details section without attributes', () => {
    const product = normalizeProduct(productFixture(), 'http://localhost') as Product;
    renderDetails(product);
    expect(screen.queryByRole('region', { name: 'Details' })).toBeNull();
  });
});

describe('a long list of values (the sidebar not cut off at 1280 × 800)', () => {
  const names = ['Cotton', 'Rayon', 'Silk', 'Georgette', 'Chiffon', 'Linen', 'Polyester', 'Crepe'];
  const fabric = {
    slug: 'fabric',
    name: 'Fabric',
    values: names.map((name, i) => ({ value: name.toLowerCase(), name, count: i + 1 })),
  };
  const facets = [fabric];
  const shown = (group: HTMLElement) =>
    within(group)
      .getAllByRole('checkbox')
      .map((box) => box.parentElement?.textContent);

  it(`shows the first ${FILTER_VALUES_SHOWN} and any chosen one, the rest behind "Show more"`, async () => {
    const user = userEvent.setup();
    render(<AttributeFilters facets={facets} chosen={{ fabric: ['crepe'] }} onChange={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Fabric' });
    expect(shown(group)).toEqual([
      'Cotton (1)',
      'Rayon (2)',
      'Silk (3)',
      'Georgette (4)',
      'Chiffon (5)',
      'Linen (6)',
      'Crepe (8)',
    ]);
    const more = within(group).getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(shown(group)).toHaveLength(8);
    await user.click(within(group).getByRole('button', { name: 'Show less' }));
    expect(shown(group)).toHaveLength(7);
  });

  it('has no button when the list is short', () => {
    render(
      <AttributeFilters facets={[{ ...fabric, values: fabric.values.slice(0, 6) }]} chosen={{}} onChange={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('in Hindi (docs/decisions/174-attribute-names-in-hindi.md)', () => {
  it('names an attribute and its values in Hindi where the shop gave them, in English where not', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const facets = [
      {
        slug: 'fabric',
        name: 'Fabric',
        hindiName: 'कपड़ा',
        values: [
          { value: 'cotton', name: 'Cotton', hindiName: 'कॉटन', count: 3 },
          { value: 'modal', name: 'Modal', count: 1 },
        ],
      },
    ];
    render(
      <I18nProvider language="hi" catalogue={hi}>
        <AttributeFilters facets={facets} chosen={{}} onChange={onChange} />
      </I18nProvider>,
    );
    const group = screen.getByRole('group', { name: 'कपड़ा' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['कॉटन (3)', 'Modal (1)']);
    await user.click(within(group).getByRole('checkbox', { name: 'कॉटन (3)' }));
    expect(onChange).toHaveBeenCalledWith({ fabric: ['cotton'] });
  });
});
