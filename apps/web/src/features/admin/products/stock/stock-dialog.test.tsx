import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movementFixture, productFixture, productId } from '../testing/product-fixtures';
import { renderProducts } from '../testing/render-products';
import { STOCK_UPDATED_MESSAGE } from './stock-dialog';

const ONE = `GET /api/admin/products/${productId(1)}`;
const MOVEMENTS = `GET /api/admin/products/${productId(1)}/stock-movements`;
const STOCK = `PUT /api/admin/products/${productId(1)}/stock`;

describe('adjust stock', { timeout: 30_000 }, () => {
  it('shows before → after, refuses to go below zero itself, and shows the API’s 409 refusal', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderProducts(`/admin/products/${productId(1)}`, {
      [ONE]: [200, productFixture()],
      [MOVEMENTS]: [200, { items: [], nextCursor: null }],
      [STOCK]: [409, { message: 'Size M has only 1 left: stock cannot go below zero', code: 'stock_negative' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Adjust stock' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Adjust stock' }));
    const m = dialog.getByLabelText('Units to add or remove, size M');
    await user.type(m, '-3');
    expect(m).toHaveAccessibleDescription(expect.stringContaining(M.stockWouldBeNegative));
    await user.click(dialog.getByRole('button', { name: 'Save stock' }));
    expect(api.callsTo(STOCK)).toHaveLength(0);

    await user.clear(m);
    await user.type(m, '-2');
    expect(dialog.getByText('2 → 0')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save stock' }));
    expect(dialog.getByLabelText('Reason')).toHaveAccessibleDescription(M.reasonRequired);
    await user.selectOptions(dialog.getByLabelText('Reason'), 'damaged');
    await user.type(dialog.getByLabelText(/Note/), 'Torn seam');
    await user.click(dialog.getByRole('button', { name: 'Save stock' }));
    expect(await dialog.findByText('Size M has only 1 left: stock cannot go below zero')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(api.callsTo(STOCK)[0]?.body).toEqual({
      reason: 'damaged',
      note: 'Torn seam',
      changes: [{ size: 'M', delta: -2 }],
    });
    expect(screen.getByRole('dialog', { name: 'Adjust stock' })).toBeInTheDocument();
  });

  it('sets new counts, closes, and the history shows the change', async () => {
    const user = userEvent.setup({ delay: null });
    let moved = false;
    const { api } = renderProducts(`/admin/products/${productId(1)}`, {
      [ONE]: [200, productFixture()],
      [MOVEMENTS]: () => [
        200,
        { items: moved ? [movementFixture(1, { before: 4, after: 10, size: 'S' })] : [], nextCursor: null },
      ],
      [STOCK]: () => {
        moved = true;
        return [
          200,
          productFixture({
            variants: [
              { size: 'S', pricePaise: 79900, originalPricePaise: 99900, stock: 10 },
              { size: 'M', pricePaise: 79950, originalPricePaise: null, stock: 2 },
            ],
          }),
        ];
      },
    });
    expect(await screen.findByText('No stock changes yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Adjust stock' }));
    await user.click(dialog.getByRole('radio', { name: 'Set a new count' }));
    await user.type(dialog.getByLabelText('New count for size S'), '10');
    expect(dialog.getByText('4 → 10')).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Reason'), 'received');
    await user.click(dialog.getByRole('button', { name: 'Save stock' }));
    expect(await screen.findByText(STOCK_UPDATED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(STOCK)[0]?.body).toEqual({ reason: 'received', changes: [{ size: 'S', stock: 10 }] });
    expect(screen.getByLabelText('Stock (size 1)')).toHaveValue('10');
    const history = await screen.findByRole('list', { name: 'Stock changes' });
    expect(within(history).getByText('Size S: 4 → 10')).toBeInTheDocument();
    expect(within(history).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(history).getByText('5 Mar 2026, 2:30 pm')).toBeInTheDocument();
  });

  it('takes a reason per size when several sizes change at once, asking for each one missing', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderProducts(`/admin/products/${productId(1)}`, {
      [ONE]: [200, productFixture()],
      [MOVEMENTS]: [200, { items: [], nextCursor: null }],
      [STOCK]: [200, productFixture()],
    });
    await user.click(await screen.findByRole('button', { name: 'Adjust stock' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Adjust stock' }));
    await user.type(dialog.getByLabelText('Units to add or remove, size S'), '6');
    await user.type(dialog.getByLabelText('Units to add or remove, size M'), '-1');
    await user.click(dialog.getByRole('checkbox', { name: 'A different reason for each size' }));
    // One reason per size replaces the adjustment's one.
    expect(dialog.queryByLabelText('Reason')).not.toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Reason, size S'), 'received');
    await user.click(dialog.getByRole('button', { name: 'Save stock' }));
    expect(dialog.getByLabelText('Reason, size M')).toHaveAccessibleDescription(M.reasonRequired);
    expect(dialog.getByLabelText('Reason, size S')).not.toHaveAccessibleDescription();
    expect(api.callsTo(STOCK)).toHaveLength(0);

    await user.selectOptions(dialog.getByLabelText('Reason, size M'), 'damaged');
    await user.click(dialog.getByRole('button', { name: 'Save stock' }));
    expect(await screen.findByText(STOCK_UPDATED_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo(STOCK)[0]?.body).toEqual({
      changes: [
        { size: 'S', delta: 6, reason: 'received' },
        { size: 'M', delta: -1, reason: 'damaged' },
      ],
    });
  });

  it('names the variants of a product with a second option by their label, in the dialog and the history', async () => {
    const user = userEvent.setup({ delay: null });
    const coloured = productFixture({
      option2Name: 'Colour',
      variants: [
        { size: 'M / Red', option1: 'M', option2: 'Red', pricePaise: 99900, originalPricePaise: null, stock: 3 },
        { size: 'M / Blue', option1: 'M', option2: 'Blue', pricePaise: 99900, originalPricePaise: null, stock: 1 },
      ],
    });
    renderProducts(`/admin/products/${productId(1)}`, {
      [ONE]: [200, coloured],
      [MOVEMENTS]: [200, { items: [movementFixture(1, { before: 4, after: 3, size: 'M / Red' })], nextCursor: null }],
    });
    const history = await screen.findByRole('list', { name: 'Stock changes' });
    expect(within(history).getByText('Size: M · Colour: Red, 4 → 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Adjust stock' }));
    expect(dialog.getByLabelText('Units to add or remove, Size: M · Colour: Red')).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'A different reason for each size' }));
    expect(dialog.getByLabelText('Reason, Size: M · Colour: Blue')).toBeInTheDocument();
  });

  it('loads older stock changes with the cursor', async () => {
    const user = userEvent.setup({ delay: null });
    renderProducts(`/admin/products/${productId(1)}`, {
      [ONE]: [200, productFixture()],
      [MOVEMENTS]: (call) =>
        call.query.get('cursor') === 'older'
          ? [200, { items: [movementFixture(2, { note: 'Count at closing', reason: 'correction' })], nextCursor: null }]
          : [200, { items: [movementFixture(1)], nextCursor: 'older' }],
    });
    const history = await screen.findByRole('list', { name: 'Stock changes' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    expect(within(history).getByText('Count at closing')).toBeInTheDocument();
    expect(within(history).getByText('Correction')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
