import type { TaxDocument } from '@vastra/domain/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../../lib/session/session-context';
import { installFakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { userFixture } from '../../../testing/shopper-fixtures';
import { TaxDocumentsSection } from './tax-documents-section';

const ORDER = '6f1c2a4e-9d3b-4c7a-8e21-5b0d9f3a7c11';
const INVOICE: TaxDocument = {
  _id: '0b7e6a52-3c1d-4f8e-9a2b-7d5c4e3f2a10',
  kind: 'invoice',
  number: 'INV/26-27/000001',
  issuedAt: '2026-11-26T10:00:00.000Z',
  totalPaise: 389_800,
  invoiceNumber: null,
  reason: null,
};
const CREDIT: TaxDocument = {
  ...INVOICE,
  _id: '1c8f7b63-4d2e-4a9f-8b3c-8e6d5f4a3b21',
  kind: 'credit_note',
  number: 'CN/26-27/000001',
  invoiceNumber: 'INV/26-27/000001',
  reason: 'Order cancelled',
};

const session: Session = {
  user: userFixture(),
  token: 'test-token',
  loading: false,
  unchecked: null,
  login: () => undefined,
  logout: () => undefined,
  setUser: () => undefined,
  onLogout: () => () => undefined,
};

function renderSection(routes: FakeRoutes) {
  const api = installFakeApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <TaxDocumentsSection orderId={ORDER} />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return api;
}

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

describe('TaxDocumentsSection', () => {
  it('offers each document as a download, fetched with the shopper token and saved under its number', async () => {
    const api = renderSection({
      [`GET /api/orders/${ORDER}/tax-documents`]: [200, { documents: [INVOICE, CREDIT], invoice: 'issued' }],
      [`GET /api/orders/${ORDER}/tax-documents/${INVOICE._id}/pdf`]: [200, {}],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Tax invoice' })).toBeInTheDocument();
    const invoice = await screen.findByRole('button', { name: 'Download tax invoice INV/26-27/000001' });
    expect(screen.getByRole('button', { name: 'Download credit note CN/26-27/000001' })).toBeInTheDocument();
    fireEvent.click(invoice);
    await waitFor(() => expect(saved).toEqual(['INV-26-27-000001.pdf']));
    const [call] = api.callsTo(`GET /api/orders/${ORDER}/tax-documents/${INVOICE._id}/pdf`);
    expect(call?.authorization).toBe('Bearer test-token');
    expect(api.callsTo(`GET /api/orders/${ORDER}/tax-documents`)[0]?.authorization).toBe('Bearer test-token');
  });

  it('says the invoice comes at dispatch while the order is in the shop', async () => {
    renderSection({ [`GET /api/orders/${ORDER}/tax-documents`]: [200, { documents: [], invoice: 'at_dispatch' }] });
    expect(
      await screen.findByText('Your tax invoice will be issued when your order is dispatched.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the invoice is on its way once dispatched, and that none comes for an order cancelled before', async () => {
    renderSection({ [`GET /api/orders/${ORDER}/tax-documents`]: [200, { documents: [], invoice: 'being_issued' }] });
    expect(
      await screen.findByText('Your order is on its way: its tax invoice will be ready shortly.'),
    ).toBeInTheDocument();
    cleanup();
    renderSection({ [`GET /api/orders/${ORDER}/tax-documents`]: [200, { documents: [], invoice: 'never' }] });
    expect(await screen.findByText('No tax invoice: the order was cancelled before dispatch.')).toBeInTheDocument();
  });

  it('shows an alert when the PDF cannot be downloaded', async () => {
    renderSection({ [`GET /api/orders/${ORDER}/tax-documents`]: [200, { documents: [INVOICE], invoice: 'issued' }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Download tax invoice INV/26-27/000001' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The document could not be downloaded. Please try again.',
    );
    expect(saved).toEqual([]);
  });
});
