import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { imageFixture, productFixture, productId, colourAttributeFixture } from '../testing/product-fixtures';
import { renderProducts } from '../testing/render-products';

// The product form's second option, variants grid and photos per value (docs/decisions/099-variant-options.md).

const CREATE = 'POST /api/admin/products';
const UPDATE = `PATCH /api/admin/products/${productId(1)}`;

function messageOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.getAttribute('role') === 'alert' || element?.id.endsWith('error'))
    .map((element) => element?.textContent ?? '')
    .join(' ');
}

async function fillTwoColours(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Kalamkari Kurti');
  await screen.findByRole('option', { name: 'Kurti' });
  await user.selectOptions(screen.getByLabelText('Category'), 'kurti');
  await user.type(screen.getByLabelText(/^Second option/), 'Colour');
  await user.click(screen.getByRole('button', { name: 'Add variant' }));
  for (const [row, colour, sku] of [
    [1, 'Red', 'KK-R-M'],
    [2, 'Blue', 'KK-B-M'],
  ] as const) {
    await user.type(screen.getByLabelText(`Size (variant ${row})`), 'M');
    await user.type(screen.getByLabelText(`Colour (variant ${row})`), colour);
    await user.type(screen.getByLabelText(`Price (variant ${row})`), '999');
    await user.clear(screen.getByLabelText(`Stock (variant ${row})`));
    await user.type(screen.getByLabelText(`Stock (variant ${row})`), '5');
    await user.type(
      screen.getByLabelText(/^SKU.*\(variant \d\)/, { selector: `[name="variants.${row - 1}.sku"]` }),
      sku,
    );
  }
  await user.type(screen.getByLabelText(/^Barcode/, { selector: '[name="variants.0.barcode"]' }), '8901234567890');
  await user.type(screen.getByLabelText(/^Weight \(g\)/, { selector: '[name="variants.0.weightGrams"]' }), '350');
}

describe('product form: a second option', { timeout: 30_000 }, () => {
  it("ticks a colour typed in a row under the shop's Colour attribute; one it lacks ticks nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const colour = colourAttributeFixture(['Blue', 'Red']);
    renderProducts('/admin/products/new', { 'GET /api/admin/attributes': [200, { attributes: [colour] }] });
    const group = await screen.findByRole('group', { name: 'Colour' });
    await fillTwoColours(user);
    expect(within(group).getByRole('checkbox', { name: 'Red' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Blue' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Red' }));
    // Unticked by the owner, it stays so while she types elsewhere; a colour the attribute lacks ticks nothing.
    await user.clear(screen.getByLabelText('Colour (variant 2)'));
    await user.type(screen.getByLabelText('Colour (variant 2)'), 'Mustard');
    await user.tab();
    expect(within(group).getByRole('checkbox', { name: 'Red' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Blue' })).toBeChecked();
  });

  it('sends each variant as its two values with SKU, barcode and weight', async () => {
    const user = userEvent.setup({ delay: null });
    const created = productFixture({ id: productId(9) });
    const { api } = renderProducts('/admin/products/new', {
      [CREATE]: [201, created],
      [`GET /api/admin/products/${productId(9)}`]: [200, created],
      [`GET /api/admin/products/${productId(9)}/stock-movements`]: [200, { items: [], nextCursor: null }],
    });
    await fillTwoColours(user);
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Product created. Add its photos next.')).toBeInTheDocument();
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      title: 'Kalamkari Kurti',
      description: '',
      titleHi: '',
      descriptionHi: '',
      category: 'kurti',
      hsn: null,
      status: 'draft',
      returnable: true,
      option2Name: 'Colour',
      imagesByOption: {},
      attributes: {},
      tags: [],
      variants: [
        {
          size: 'M / Red',
          option1: 'M',
          option2: 'Red',
          sku: 'KK-R-M',
          barcode: '8901234567890',
          weightGrams: 350,
          pricePaise: 99900,
          originalPricePaise: null,
          stock: 5,
        },
        {
          size: 'M / Blue',
          option1: 'M',
          option2: 'Blue',
          sku: 'KK-B-M',
          barcode: null,
          weightGrams: null,
          pricePaise: 99900,
          originalPricePaise: null,
          stock: 5,
        },
      ],
    });
  });

  it('shows a SKU another product has at its cell, and a refused value at its own', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderProducts('/admin/products/new', {
      [CREATE]: [409, { message: 'Another product already has the SKU “KK-B-M”', code: 'sku_taken' }],
    });
    await fillTwoColours(user);
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    const sku = screen.getByLabelText(/^SKU/, { selector: '[name="variants.1.sku"]' });
    await waitFor(() => expect(messageOf(sku)).toBe('Another product already has the SKU “KK-B-M”'));
    expect(api.callsTo(CREATE)).toHaveLength(1);
  });
});

describe('product form: photos per colour', { timeout: 30_000 }, () => {
  it('sends the photos ticked for each colour', async () => {
    const user = userEvent.setup({ delay: null });
    const product = productFixture({
      option2Name: 'Colour',
      images: [imageFixture(1, 'Red front'), imageFixture(2, 'Blue front')],
      variants: [
        { size: 'M / Red', option1: 'M', option2: 'Red', pricePaise: 99900, originalPricePaise: null, stock: 2 },
        { size: 'M / Blue', option1: 'M', option2: 'Blue', pricePaise: 99900, originalPricePaise: null, stock: 1 },
      ],
    });
    const { api } = renderProducts(`/admin/products/${productId(1)}`, {
      [`GET /api/admin/products/${productId(1)}`]: [200, product],
      [`GET /api/admin/products/${productId(1)}/stock-movements`]: [200, { items: [], nextCursor: null }],
      [UPDATE]: [200, product],
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Photo 1 for Red' }));
    await user.click(screen.getByRole('checkbox', { name: 'Photo 2 for Blue' }));
    expect(screen.getByRole('checkbox', { name: 'Photo 2 for Red' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    const body = api.callsTo(UPDATE)[0]?.body as { imagesByOption: unknown; variants: { stock: number }[] };
    expect(body.imagesByOption).toEqual({ Red: [imageFixture(1).url], Blue: [imageFixture(2).url] });
    expect(body.variants.map((v) => v.stock)).toEqual([2, 1]);
  });
});
