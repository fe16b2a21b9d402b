import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StockImportResponse } from '@vastra/domain/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { Component as StockImportScreen } from './stock-import-screen';

afterEach(() => vi.unstubAllGlobals());

const ROUTE = 'POST /api/admin/stock/import';
const CSV = 'productId,size,stock\np-kurti,M,12\np-kurti,XXL,4\np-saree,Free,7\n';

const row = (over: Partial<StockImportResponse['rows'][number]>) => ({
  line: 2,
  productId: 'p-kurti',
  title: 'Indigo Anarkali Kurti',
  size: 'M',
  before: 5,
  after: 12,
  error: null,
  ...over,
});

const withBadRow = StockImportResponse.parse({
  rows: [
    row({}),
    row({ line: 3, size: 'XXL', before: null, after: null, error: 'This product has no such size' }),
    row({ line: 4, productId: 'p-saree', title: 'Banarasi Silk Saree', size: 'Free', before: 7, after: 7 }),
  ],
  errorCount: 1,
  changeCount: 1,
  applied: false,
});

const clean = StockImportResponse.parse({
  rows: [row({}), row({ line: 3, size: 'L', before: 0, after: 4 })],
  errorCount: 0,
  changeCount: 2,
  applied: false,
});

function renderImport(answer: FakeAnswer) {
  const api = installFakeApi({ [ROUTE]: answer });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <StockImportScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const paste = (csv: string) => fireEvent.change(screen.getByLabelText('Or paste the CSV'), { target: { value: csv } });

describe('Stock import', () => {
  it('previews with the bad row first, its error shown, and Apply disabled', async () => {
    const api = renderImport([200, withBadRow]);
    paste(CSV);
    expect(screen.getByText('3 rows')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = within(await screen.findByRole('region', { name: 'Preview of the changes' }));
    expect(preview.getByText('1 change, 1 error')).toBeInTheDocument();
    expect(preview.getByRole('alert')).toHaveTextContent('Fix the rows with errors in the file, then preview again.');
    expect(preview.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'LineProductSizeStockError',
      '3Indigo Anarkali KurtiXXL–This product has no such size',
      '2Indigo Anarkali KurtiM5 → 12',
      '4Banarasi Silk SareeFree7',
    ]);
    expect(screen.getByRole('button', { name: 'Apply 1 change' })).toBeDisabled();
    expect(api.callsTo(ROUTE).map((call) => call.body)).toEqual([{ csv: CSV, apply: false }]);
    expect([api.calls[0]?.authorization, api.calls[0]?.staffHeader]).toEqual([null, '1']);
  });

  it('applies the previewed rows after a confirmation and says how many changed', async () => {
    const api = renderImport((call) =>
      (call.body as { apply: boolean }).apply ? [200, { ...clean, applied: true }] : [200, clean],
    );
    paste(CSV);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Apply 2 changes' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Apply these stock changes?' }));
    expect(
      dialog.getByText('Stock of 2 sizes will be set as previewed. Every change is recorded.'),
    ).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Apply 2 changes' }));

    expect(await screen.findByText('Stock updated: 2 changes applied')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(ROUTE).map((call) => call.body)).toEqual([
      { csv: CSV, apply: false },
      { csv: CSV, apply: true },
    ]);
  });

  it('shows the rows of a refused apply (422 import_invalid) the same way', async () => {
    const refused = {
      ...withBadRow,
      message: 'Nothing was changed: fix the rows with errors and try again',
      code: 'import_invalid',
    };
    renderImport((call) => ((call.body as { apply: boolean }).apply ? [422, refused] : [200, clean]));
    paste(CSV);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Apply 2 changes' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply 2 changes' }));

    expect(await screen.findByText('1 change, 1 error')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was changed: fix the rows with errors and try again');
    expect(screen.getByRole('cell', { name: 'This product has no such size' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply 1 change' })).toBeDisabled();
  });

  it('refuses a wrong header and an empty file before asking the server', () => {
    const api = renderImport([200, clean]);
    paste('sku,qty\nA-1,4\n');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The first row must be: productId or title, size, stock');

    for (const empty of ['title,size,stock\n\n', '']) {
      paste(empty);
      fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
      expect(screen.getByRole('alert')).toHaveTextContent('The file has no rows');
    }
    expect(api.calls).toEqual([]);
  });

  it('loads a dropped file into the box, and refuses a file over 3 MB', async () => {
    renderImport([200, clean]);
    const zone = screen.getByTestId('csv-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [new File([CSV], 'stock.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('Loaded stock.csv')).toBeInTheDocument();
    expect(screen.getByLabelText('Or paste the CSV')).toHaveValue(CSV);

    const big = new File(['x'.repeat(3_000_001)], 'big.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [big] } });
    expect(screen.getByRole('alert')).toHaveTextContent('This CSV is larger than 3 MB. Split it into smaller files.');
  });

  it("downloads the catalogue's stock (every product and size), the file the import takes back", async () => {
    renderImport([200, clean]);
    const fake = globalThis.fetch;
    const calls: { url: string; staffHeader: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url !== '/api/admin/stock.csv') return fake(input, init);
        calls.push({ url, staffHeader: new Headers(init?.headers).get('x-vastra-admin') });
        return new Response('productId,title,size,stock\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="stock-2026-11-29.csv"' },
        });
      }),
    );
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:stock');
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    expect(screen.queryByRole('link', { name: 'Download template' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: "Download the catalogue's stock" }));
    await waitFor(() => expect(clicked).toEqual(['stock-2026-11-29.csv']));
    expect(calls).toEqual([{ url: '/api/admin/stock.csv', staffHeader: '1' }]);
  });
});
