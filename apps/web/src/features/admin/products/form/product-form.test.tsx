import { BACK_OFFICE_MESSAGES as M, PRODUCT_TITLE_MAX } from '@vastra/domain/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productFixture, productId } from '../testing/product-fixtures';
import { renderProducts } from '../testing/render-products';
import { RUPEES_FORMAT_MESSAGE } from './product-form-values';

const CREATE = 'POST /api/admin/products';
const ONE = `GET /api/admin/products/${productId(1)}`;
const UPDATE = `PATCH /api/admin/products/${productId(1)}`;
const MOVEMENTS = `GET /api/admin/products/${productId(1)}/stock-movements`;

/** The error a field shows, found through the field's aria-describedby (as a screen reader reaches it). */
function messageOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.getAttribute('role') === 'alert')
    .map((element) => element?.textContent ?? '')
    .join(' ');
}

describe('new product form', { timeout: 30_000 }, () => {
  it('shows the contract’s messages under the fields and refuses prices that are not rupees', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderProducts('/admin/products/new', {});
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    // The form validates asynchronously: wait for its verdict, not for a fixed time.
    await waitFor(() => expect(messageOf(screen.getByLabelText('Title'))).toBe(M.titleRequired));
    expect(messageOf(screen.getByLabelText('Category'))).toBe(M.categoryRequired);
    expect(messageOf(screen.getByLabelText('Size (size 1)'))).toBe(M.sizeRequired);
    expect(messageOf(screen.getByLabelText('Price (size 1)'))).toBe(M.priceRequired);
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Price (size 1)'), '7.999');
    await user.type(screen.getByLabelText('Original price (size 1)'), '0');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    // The form validates asynchronously: wait for its verdict, not for a fixed time.
    await waitFor(() => expect(messageOf(screen.getByLabelText('Price (size 1)'))).toBe(RUPEES_FORMAT_MESSAGE));
    expect(messageOf(screen.getByLabelText('Original price (size 1)'))).toBe(M.pricePositive);

    // The contract checks for a repeated size once every size row is otherwise valid.
    await user.click(screen.getByRole('button', { name: 'Add size' }));
    await user.type(screen.getByLabelText('Title'), 'Kurti');
    // The shop's categories come from GET /api/admin/categories (docs/decisions/097-categories.md).
    await screen.findByRole('option', { name: 'Kurti' });
    await user.selectOptions(screen.getByLabelText('Category'), 'kurti');
    await user.clear(screen.getByLabelText('Price (size 1)'));
    await user.type(screen.getByLabelText('Price (size 1)'), '799');
    await user.clear(screen.getByLabelText('Original price (size 1)'));
    await user.type(screen.getByLabelText('Size (size 1)'), 'M');
    await user.type(screen.getByLabelText('Size (size 2)'), 'm');
    await user.type(screen.getByLabelText('Price (size 2)'), '799');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    // The form validates asynchronously: wait for its verdict, not for a fixed time.
    await waitFor(() => expect(messageOf(screen.getByLabelText('Size (size 2)'))).toBe(M.sizeDuplicate));
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('sends prices typed in rupees as exact paise, then opens the new product for its photos', async () => {
    const user = userEvent.setup({ delay: null });
    const created = productFixture({
      id: productId(9),
      title: 'Silk Saree',
      variants: [{ size: 'Free', pricePaise: 79950, originalPricePaise: 129900, stock: 6 }],
    });
    const { api, location } = renderProducts('/admin/products/new', {
      [CREATE]: [201, created],
      [`GET /api/admin/products/${productId(9)}`]: [200, created],
      [`GET /api/admin/products/${productId(9)}/stock-movements`]: [200, { items: [], nextCursor: null }],
    });
    await user.type(screen.getByLabelText('Title'), 'Silk Saree');
    await user.type(screen.getByLabelText(/^Title in Hindi/), 'रेशमी साड़ी');
    // The shop's categories come from GET /api/admin/categories (docs/decisions/097-categories.md).
    await screen.findByRole('option', { name: 'Saree' });
    await user.selectOptions(screen.getByLabelText('Category'), 'saree');
    await user.type(screen.getByLabelText('Size (size 1)'), 'Free');
    await user.type(screen.getByLabelText('Price (size 1)'), '799.50');
    await user.type(screen.getByLabelText('Original price (size 1)'), '1,299');
    await user.clear(screen.getByLabelText('Stock (size 1)'));
    await user.type(screen.getByLabelText('Stock (size 1)'), '6');
    // Tags as the spreadsheet reads them: split at commas, blanks dropped, lower-cased, each once.
    await user.type(screen.getByLabelText(/^Tags/), 'Diwali, Bestseller , ,diwali');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByText('Product created. Add its photos next.')).toBeInTheDocument();
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      title: 'Silk Saree',
      description: '',
      titleHi: 'रेशमी साड़ी'.normalize('NFC'),
      descriptionHi: '',
      category: 'saree',
      hsn: null,
      status: 'draft',
      returnable: true,
      variants: [
        {
          size: 'Free',
          option1: 'Free',
          option2: null,
          sku: null,
          barcode: null,
          weightGrams: null,
          pricePaise: 79950,
          originalPricePaise: 129900,
          stock: 6,
        },
      ],
      attributes: {},
      option2Name: null,
      imagesByOption: {},
      tags: ['diwali', 'bestseller'],
    });
    await waitFor(() => expect(location()).toBe(`/admin/products/${productId(9)}`));
    expect(await screen.findByRole('heading', { name: 'Photos' })).toBeInTheDocument();
  });

  it('puts the API’s refusal under the field it names', async () => {
    const user = userEvent.setup({ delay: null });
    renderProducts('/admin/products/new', {
      [CREATE]: [422, { message: 'This size is not allowed', code: 'unprocessable', field: 'variants.0.size' }],
    });
    await user.type(screen.getByLabelText('Title'), 'Kurti');
    // The shop's categories come from GET /api/admin/categories (docs/decisions/097-categories.md).
    await screen.findByRole('option', { name: 'Kurti' });
    await user.selectOptions(screen.getByLabelText('Category'), 'kurti');
    await user.type(screen.getByLabelText('Size (size 1)'), 'XXXL');
    await user.type(screen.getByLabelText('Price (size 1)'), '499');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(messageOf(screen.getByLabelText('Size (size 1)'))).toBe('This size is not allowed'));
    expect(screen.getByLabelText('Size (size 1)')).toHaveFocus();
  });
});

describe('edit product form', { timeout: 30_000 }, () => {
  const routes = (product = productFixture()) => ({
    [ONE]: [200, product] as const,
    [MOVEMENTS]: [200, { items: [], nextCursor: null }] as const,
  });

  it('starts from the saved product, shows stock read-only, saves the changes and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderProducts(`/admin/products/${productId(1)}`, {
      ...routes(),
      [UPDATE]: (call) => [200, productFixture({ title: (call.body as { title: string }).title })],
    });
    const price = await screen.findByLabelText('Price (size 2)');
    expect(price).toHaveValue('799.50');
    expect(screen.getByLabelText('Original price (size 1)')).toHaveValue('999');
    expect(screen.getByLabelText('Stock (size 2)')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Stock (size 2)')).toHaveValue('2');

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Chanderi Kurti Blue');
    await user.clear(price);
    await user.type(price, '849');
    const returnable = screen.getByRole('checkbox', { name: 'Can be returned or exchanged' });
    expect(returnable).toBeChecked();
    await user.click(returnable);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    expect(api.callsTo(UPDATE)[0]?.body).toEqual({
      title: 'Chanderi Kurti Blue',
      description: 'Hand-woven',
      titleHi: '',
      descriptionHi: '',
      tags: [],
      category: 'kurti',
      hsn: null,
      status: 'draft',
      returnable: false,
      option2Name: null,
      imagesByOption: {},
      variants: [
        {
          size: 'S',
          option1: 'S',
          option2: null,
          sku: null,
          barcode: null,
          weightGrams: null,
          pricePaise: 79900,
          originalPricePaise: 99900,
          stock: 4,
        },
        {
          size: 'M',
          option1: 'M',
          option2: null,
          sku: null,
          barcode: null,
          weightGrams: null,
          pricePaise: 84900,
          originalPricePaise: null,
          stock: 2,
        },
      ],
    });
  });

  it('saves the title and description in Hindi, typed in fields marked as Hindi, and clears them', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderProducts(`/admin/products/${productId(1)}`, {
      ...routes(productFixture({ titleHi: 'चंदेरी कुर्ती', descriptionHi: 'हाथ से बुनी' })),
      [UPDATE]: (call) => {
        const body = call.body as { titleHi: string; descriptionHi: string };
        return [200, productFixture({ titleHi: body.titleHi, descriptionHi: body.descriptionHi })];
      },
    });
    const titleHi = await screen.findByLabelText(/^Title in Hindi/);
    const descriptionHi = screen.getByLabelText(/^Description in Hindi/);
    expect(titleHi).toHaveAttribute('lang', 'hi');
    expect(descriptionHi).toHaveAttribute('lang', 'hi');
    expect(titleHi).toHaveValue('चंदेरी कुर्ती');
    expect(descriptionHi).toHaveValue('हाथ से बुनी');

    await user.clear(titleHi);
    await user.type(titleHi, ' नीली चंदेरी कुर्ती ');
    await user.clear(descriptionHi);
    await user.type(descriptionHi, 'सूती');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    expect(api.callsTo(UPDATE)[0]?.body).toMatchObject({
      title: 'Chanderi Kurti',
      titleHi: 'नीली चंदेरी कुर्ती',
      descriptionHi: 'सूती',
    });
    expect(screen.getByLabelText(/^Title in Hindi/)).toHaveValue('नीली चंदेरी कुर्ती');

    await user.clear(screen.getByLabelText(/^Title in Hindi/));
    await user.clear(screen.getByLabelText(/^Description in Hindi/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(2));
    expect(api.callsTo(UPDATE)[1]?.body).toMatchObject({ titleHi: '', descriptionHi: '' });
  });

  it('shows the contract’s message under a Hindi title too long, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderProducts(`/admin/products/${productId(1)}`, routes());
    const titleHi = await screen.findByLabelText(/^Title in Hindi/);
    await user.click(titleHi);
    await user.paste('क'.repeat(PRODUCT_TITLE_MAX + 1));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(messageOf(screen.getByLabelText(/^Title in Hindi/))).toBe(M.titleHiTooLong));
    expect(api.callsTo(UPDATE)).toHaveLength(0);
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderProducts(`/admin/products/${productId(1)}`, {
      ...routes(),
      'GET /api/admin/products': [200, { items: [], total: 0, nextCursor: null }],
    });
    await user.type(await screen.findByLabelText('Title'), ' (new)');
    await user.click(screen.getByRole('link', { name: '← All products' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(location()).toBe(`/admin/products/${productId(1)}`);
    expect(screen.getByLabelText('Title')).toHaveValue('Chanderi Kurti (new)');

    await user.click(screen.getByRole('link', { name: '← All products' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(location()).toBe('/admin/products');
  });
});

describe('product form attributes', { timeout: 30_000 }, () => {
  const ATTRIBUTES = 'GET /api/admin/attributes';
  const value = (n: number, slug: string, name: string, position: number) => ({
    id: productId(40 + n),
    slug,
    name,
    hindiName: '',
    position,
    productCount: 0,
  });
  const attributes = {
    attributes: [
      {
        id: productId(30),
        slug: 'fabric',
        name: 'Fabric',
        hindiName: '',
        position: 0,
        filter: true,
        values: [value(1, 'cotton', 'Cotton', 0), value(2, 'silk', 'Silk', 1)],
      },
      {
        id: productId(31),
        slug: 'colour',
        name: 'Colour',
        hindiName: '',
        position: 1,
        filter: true,
        values: [value(3, 'red', 'Red', 0), value(4, 'blue', 'Blue', 1)],
      },
    ],
  };

  it('ticks the saved values, saves the ticked ones and shows the API’s refusal at its attribute', async () => {
    const user = userEvent.setup({ delay: null });
    let refuse = false;
    const { api } = renderProducts(`/admin/products/${productId(1)}`, {
      [ONE]: [200, productFixture({ attributes: { fabric: ['silk'] } })],
      [MOVEMENTS]: [200, { items: [], nextCursor: null }],
      [ATTRIBUTES]: [200, attributes],
      [UPDATE]: (call) =>
        refuse
          ? [
              422,
              {
                message: '“Red” is not a value of Colour: add it under Attributes first.',
                code: 'unprocessable',
                field: 'attributes.colour',
              },
            ]
          : [200, productFixture({ attributes: (call.body as { attributes: Record<string, string[]> }).attributes })],
    });
    const fabric = await screen.findByRole('group', { name: 'Fabric' });
    expect(within(fabric).getByRole('checkbox', { name: 'Silk' })).toBeChecked();
    expect(within(fabric).getByRole('checkbox', { name: 'Cotton' })).not.toBeChecked();
    await user.click(within(fabric).getByRole('checkbox', { name: 'Cotton' }));
    const colour = screen.getByRole('group', { name: 'Colour' });
    await user.click(within(colour).getByRole('checkbox', { name: 'Red' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    expect((api.callsTo(UPDATE)[0]?.body as { attributes: unknown }).attributes).toEqual({
      fabric: ['cotton', 'silk'],
      colour: ['red'],
    });

    refuse = true;
    await user.click(within(colour).getByRole('checkbox', { name: 'Blue' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(messageOf(screen.getByRole('group', { name: 'Colour' }))).toBe(
        '“Red” is not a value of Colour: add it under Attributes first.',
      ),
    );
  });
});
