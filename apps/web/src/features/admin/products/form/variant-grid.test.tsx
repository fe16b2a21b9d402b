import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productFixture, productId, colourAttributeFixture } from '../testing/product-fixtures';
import { renderProducts } from '../testing/render-products';

// The product form's size × second-value grid (docs/decisions/099-variant-options.md).

const CREATE = 'POST /api/admin/products';

type User = ReturnType<typeof userEvent.setup>;

async function startColourProduct(user: User) {
  await user.type(screen.getByLabelText('Title'), 'Bandhani Lehenga');
  await screen.findByRole('option', { name: 'Kurti' });
  await user.selectOptions(screen.getByLabelText('Category'), 'kurti');
  await user.type(screen.getByLabelText(/^Second option/), 'Colour');
}

async function fillGrid(user: User, grid: { sizes?: string; values?: string; price?: string; stock?: string }) {
  for (const [label, text] of [
    ['Sizes', grid.sizes],
    ['Colour values', grid.values],
    ['Price of each new row', grid.price],
    ['Stock of each new row', grid.stock],
  ] as const) {
    if (text === undefined) continue;
    await user.clear(screen.getByLabelText(label));
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
  await user.click(screen.getByRole('button', { name: 'Make variants' }));
}

const rowValues = (field: 'size' | 'option2' | 'pricePaise' | 'stock') =>
  Array.from(document.querySelectorAll<HTMLInputElement>(`input[name$=".${field}"]`)).map((input) => input.value);

describe('product form: the size × colour grid', { timeout: 30_000 }, () => {
  it("offers the category's sizes: a saree's free size", async () => {
    const user = userEvent.setup({ delay: null });
    renderProducts('/admin/products/new', {});
    await screen.findByRole('option', { name: 'Saree' });
    expect(screen.getByLabelText('Sizes')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('Category'), 'kurti');
    expect(screen.getByLabelText('Sizes')).toHaveValue('S, M, L, XL, XXL');
    await user.selectOptions(screen.getByLabelText('Category'), 'saree');
    expect(screen.getByLabelText('Sizes')).toHaveValue('Free');
    await user.click(screen.getByRole('button', { name: 'Make size rows' }));
    expect(await screen.findByText('1 row added.')).toBeInTheDocument();
    expect(rowValues('size')).toEqual(['Free']);
    expect(screen.getByText('A product with sizes only can have at most 12 sizes.')).toBeInTheDocument();
  });

  it('makes one row per size and colour, in order, with the price and stock typed once', async () => {
    const user = userEvent.setup({ delay: null });
    const created = productFixture({ id: productId(9) });
    const { api } = renderProducts('/admin/products/new', {
      [CREATE]: [201, created],
      [`GET /api/admin/products/${productId(9)}`]: [200, created],
      [`GET /api/admin/products/${productId(9)}/stock-movements`]: [200, { items: [], nextCursor: null }],
    });
    await startColourProduct(user);
    expect(screen.getByText('A product with a second option can have at most 60 variants.')).toBeInTheDocument();
    await fillGrid(user, { sizes: 'S, M, L', values: 'Red, Blue', price: '1499', stock: '4' });
    expect(await screen.findByText('6 rows added.')).toBeInTheDocument();
    expect(rowValues('size')).toEqual(['S', 'S', 'M', 'M', 'L', 'L']);
    expect(rowValues('option2')).toEqual(['Red', 'Blue', 'Red', 'Blue', 'Red', 'Blue']);
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Product created. Add its photos next.')).toBeInTheDocument();
    const body = api.callsTo(CREATE)[0]?.body as { variants: { size: string; pricePaise: number; stock: number }[] };
    expect(body.variants.map((v) => [v.size, v.pricePaise, v.stock])).toEqual([
      ['S / Red', 149900, 4],
      ['S / Blue', 149900, 4],
      ['M / Red', 149900, 4],
      ['M / Blue', 149900, 4],
      ['L / Red', 149900, 4],
      ['L / Blue', 149900, 4],
    ]);
  });

  it('keeps a row already typed, and a row the grid does not name', async () => {
    const user = userEvent.setup({ delay: null });
    renderProducts('/admin/products/new', {});
    await startColourProduct(user);
    await user.type(screen.getByLabelText('Size (variant 1)'), 'm');
    await user.type(screen.getByLabelText('Colour (variant 1)'), 'red');
    await user.type(screen.getByLabelText('Price (variant 1)'), '1299');
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    await user.type(screen.getByLabelText('Size (variant 2)'), 'XL');
    await user.type(screen.getByLabelText('Colour (variant 2)'), 'Green');
    await fillGrid(user, { sizes: 'S, M', values: 'Red, Blue', price: '999' });
    expect(await screen.findByText('3 rows added; 2 rows already there kept as typed.')).toBeInTheDocument();
    expect(rowValues('size')).toEqual(['S', 'S', 'm', 'M', 'XL']);
    expect(rowValues('option2')).toEqual(['Red', 'Blue', 'red', 'Blue', 'Green']);
    expect(rowValues('pricePaise')).toEqual(['999', '999', '1299', '999', '']);
  });

  it("ticks the grid's colours under the shop's Colour attribute, for the colour filter", async () => {
    const user = userEvent.setup({ delay: null });
    const colour = colourAttributeFixture(['Blue', 'Green', 'Red']);
    renderProducts('/admin/products/new', { 'GET /api/admin/attributes': [200, { attributes: [colour] }] });
    const group = await screen.findByRole('group', { name: 'Colour' });
    await startColourProduct(user);
    await fillGrid(user, { sizes: 'M', values: 'Red, Blue, Mustard', price: '999' });
    expect(await screen.findByText('3 rows added. Ticked under Colour: Blue, Red.')).toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: 'Red' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Blue' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Green' })).not.toBeChecked();
  });

  it("waits for the shop's attributes when pressed before they arrive, and still ticks the colours", async () => {
    const user = userEvent.setup({ delay: null });
    const colour = colourAttributeFixture(['Blue', 'Red']);
    let answer: (reply: [number, unknown]) => void = () => undefined;
    const attributes = new Promise<[number, unknown]>((resolve) => (answer = resolve));
    renderProducts('/admin/products/new', { 'GET /api/admin/attributes': () => attributes });
    await startColourProduct(user);
    await fillGrid(user, { sizes: 'M', values: 'Red, Blue', price: '999' });
    expect(screen.queryByText(/rows added/)).not.toBeInTheDocument();
    answer([200, { attributes: [colour] }]);
    expect(await screen.findByText('2 rows added. Ticked under Colour: Blue, Red.')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Colour' });
    expect(within(group).getByRole('checkbox', { name: 'Red' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Blue' })).toBeChecked();
  });

  it('explains the limit and changes nothing beyond it', async () => {
    const user = userEvent.setup({ delay: null });
    renderProducts('/admin/products/new', {});
    await startColourProduct(user);
    const sizes = Array.from({ length: 13 }, (_, i) => String(28 + i * 2)).join(', ');
    await fillGrid(user, { sizes, values: 'Red, Blue, Green, Black, White' });
    expect(
      await screen.findByText(
        'That makes 65 rows and a product can have at most 60: type fewer values or remove rows first.',
      ),
    ).toBeInTheDocument();
    expect(rowValues('size')).toEqual(['']);
  });

  it.each([
    [{ sizes: '', values: 'Red' }, 'Type at least one size'],
    [{ sizes: 'M', values: ' , ' }, 'Type at least one Colour value'],
    [{ sizes: 'M', values: 'Red/Blue' }, 'An option value cannot contain “/”'],
  ])('refuses %j: "%s"', async (grid, message) => {
    const user = userEvent.setup({ delay: null });
    renderProducts('/admin/products/new', {});
    await startColourProduct(user);
    await fillGrid(user, grid);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(rowValues('size')).toEqual(['']);
  });
});
