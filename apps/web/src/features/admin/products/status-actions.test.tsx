import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ARCHIVED_MESSAGE, DELETED_MESSAGE } from './status-actions';
import { productFixture, productId } from './testing/product-fixtures';
import { renderProducts } from './testing/render-products';

const ONE = `GET /api/admin/products/${productId(1)}`;
const MOVEMENTS = `GET /api/admin/products/${productId(1)}/stock-movements`;
const UPDATE = `PATCH /api/admin/products/${productId(1)}`;
const DELETE = `DELETE /api/admin/products/${productId(1)}`;

describe('archive, restore and delete', { timeout: 30_000 }, () => {
  it('archives after confirming, and Undo in the toast sets the previous status back', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderProducts(`/admin/products/${productId(1)}`, {
      [ONE]: [200, productFixture({ status: 'active' })],
      [MOVEMENTS]: [200, { items: [], nextCursor: null }],
      [UPDATE]: (call) => [200, productFixture({ status: (call.body as { status: 'active' }).status })],
    });
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Archive this product?' })).getByRole('button', { name: 'Archive' }),
    );
    const toast = (await screen.findByText(ARCHIVED_MESSAGE)).closest('[role="status"]') as HTMLElement;
    expect(api.callsTo(UPDATE).map((call) => call.body)).toEqual([{ status: 'archived' }]);
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('archived');

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Status set back to Active')).toBeInTheDocument();
    expect(api.callsTo(UPDATE).map((call) => call.body)).toEqual([{ status: 'archived' }, { status: 'active' }]);
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('active');
  });

  it('offers Delete only for drafts, and a product with orders is refused with the API’s message', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderProducts(`/admin/products/${productId(1)}`, {
      [ONE]: [200, productFixture({ status: 'draft' })],
      [MOVEMENTS]: [200, { items: [], nextCursor: null }],
      [DELETE]: [409, { message: M.productHasOrders, code: 'product_has_orders' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete this product?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(M.productHasOrders);
    expect(api.callsTo(DELETE)).toHaveLength(1);
  });

  it('deletes a draft and goes back to the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderProducts(`/admin/products/${productId(1)}`, {
      [ONE]: [200, productFixture({ status: 'draft' })],
      [MOVEMENTS]: [200, { items: [], nextCursor: null }],
      [DELETE]: [200, { message: 'Deleted' }],
      'GET /api/admin/products': [200, { items: [], total: 0, nextCursor: null }],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DELETED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/products'));
  });

  it('does not offer Delete for an active product', async () => {
    renderProducts(`/admin/products/${productId(1)}`, {
      [ONE]: [200, productFixture({ status: 'active' })],
      [MOVEMENTS]: [200, { items: [], nextCursor: null }],
    });
    expect(await screen.findByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
