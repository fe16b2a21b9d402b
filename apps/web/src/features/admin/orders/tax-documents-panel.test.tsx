import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import { ORDER_ID, orderDetailFixture } from '../testing/after-sale-fixtures';
import { renderAdmin } from '../testing/render-admin';

configure({ asyncUtilTimeout: 5_000 });

const DOCS = `GET /api/admin/orders/${ORDER_ID}/tax-documents`;
const INVOICE = {
  _id: '0b7e6a52-3c1d-4f8e-9a2b-7d5c4e3f2a10',
  kind: 'invoice',
  number: 'INV/26-27/000007',
  issuedAt: '2026-11-26T10:00:00.000Z',
  totalPaise: 389_800,
  invoiceNumber: null,
  reason: null,
};
const CREDIT = {
  ...INVOICE,
  _id: '1c8f7b63-4d2e-4a9f-8b3c-8e6d5f4a3b21',
  kind: 'credit_note',
  number: 'CN/26-27/000003',
  invoiceNumber: 'INV/26-27/000007',
  reason: 'Order cancelled',
};

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the order screen’s tax invoice panel', { timeout: 30_000 }, () => {
  it('lists the invoice and the credit note and downloads a PDF with the staff token', async () => {
    const { api } = renderAdmin(`/admin/orders/${ORDER_ID}`, {
      staff: staffFixture(),
      routes: {
        [`GET /api/admin/orders/${ORDER_ID}`]: [200, orderDetailFixture({ status: 'cancelled' })],
        [DOCS]: [200, { documents: [INVOICE, CREDIT], invoice: 'issued' }],
        [`GET /api/admin/orders/${ORDER_ID}/tax-documents/${CREDIT._id}/pdf`]: [200, {}],
      },
    });
    const panel = within(await screen.findByRole('region', { name: 'Tax invoice' }));
    expect(await panel.findByRole('button', { name: 'Download tax invoice INV/26-27/000007' })).toBeInTheDocument();
    expect(panel.getByText('Order cancelled')).toBeInTheDocument();
    fireEvent.click(panel.getByRole('button', { name: 'Download credit note CN/26-27/000003' }));
    await waitFor(() => expect(saved).toEqual(['CN-26-27-000003.pdf']));
    const [call] = api.callsTo(`GET /api/admin/orders/${ORDER_ID}/tax-documents/${CREDIT._id}/pdf`);
    expect([call?.authorization, call?.staffHeader]).toEqual([null, '1']);
  });

  it('says the invoice will be issued at dispatch while the order is in the shop', async () => {
    renderAdmin(`/admin/orders/${ORDER_ID}`, {
      staff: staffFixture(),
      routes: {
        [`GET /api/admin/orders/${ORDER_ID}`]: [200, orderDetailFixture()],
        [DOCS]: [200, { documents: [], invoice: 'at_dispatch' }],
      },
    });
    const panel = within(await screen.findByRole('region', { name: 'Tax invoice' }));
    expect(
      await panel.findByText('The tax invoice will be issued at dispatch, when the courier picks up the parcel.'),
    ).toBeInTheDocument();
  });

  it('shows the credit note of a cancellation without a reload', async () => {
    const user = userEvent.setup({ delay: null });
    let cancelled = false;
    const { api } = renderAdmin(`/admin/orders/${ORDER_ID}`, {
      staff: staffFixture(),
      routes: {
        [`GET /api/admin/orders/${ORDER_ID}`]: [200, orderDetailFixture({ actions: { cancel: true } })],
        [DOCS]: () => [200, { documents: cancelled ? [INVOICE, CREDIT] : [INVOICE], invoice: 'issued' }],
        [`POST /api/admin/orders/${ORDER_ID}/cancel`]: () => {
          cancelled = true;
          return [200, orderDetailFixture({ status: 'cancelled', shipment: { shipperStatus: 'Cancelled' } })];
        },
      },
    });
    const panel = within(await screen.findByRole('region', { name: 'Tax invoice' }));
    expect(await panel.findByRole('button', { name: 'Download tax invoice INV/26-27/000007' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    await user.type(dialog.getByLabelText(/Reason/), 'Asked by phone');
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await panel.findByRole('button', { name: 'Download credit note CN/26-27/000003' })).toBeInTheDocument();
    expect(api.callsTo(DOCS)).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Shipment' })).getByText('Cancelled')).toBeInTheDocument();
  });
});
