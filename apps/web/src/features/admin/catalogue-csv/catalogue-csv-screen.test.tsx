import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ProductImportResponse } from '@vastra/domain/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { Component as CatalogueCsvScreen } from './catalogue-csv-screen';

afterEach(() => vi.unstubAllGlobals());

const PREVIEW = 'POST /api/admin/products/import/preview';
const APPLY = 'POST /api/admin/products/import/apply';

const row = (over: Partial<ProductImportResponse['rows'][number]>) => ({
  line: 2,
  handle: 'block-print-kurti',
  title: 'Block Print Kurti',
  size: 'M',
  action: 'unchanged' as const,
  changes: [],
  errors: [],
  notes: [],
  ...over,
});

const report = (over: Partial<ProductImportResponse>) =>
  ProductImportResponse.parse({
    rows: [],
    ignoredColumns: [],
    created: 0,
    changed: 0,
    unchanged: 0,
    errorCount: 0,
    products: { created: 0, changed: 0, unchanged: 0 },
    applied: false,
    ...over,
  });

const twoChanges = report({
  rows: [
    row({}),
    row({ line: 3, size: 'L', action: 'change', changes: ['New price'] }),
    row({ line: 4, handle: 'silk-saree', title: 'Silk Saree', size: 'Free', action: 'change', changes: ['New stock'] }),
  ],
  changed: 2,
  unchanged: 1,
  ignoredColumns: ['Vendor', 'Tags'],
  products: { created: 0, changed: 2, unchanged: 0 },
});

function renderScreen(routes: FakeRoutes) {
  const api = installFakeApi(routes);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CatalogueCsvScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const choose = () =>
  fireEvent.change(screen.getByLabelText('Products CSV (UTF-8)'), {
    target: { files: [new File(['Handle,Title\r\n'], 'products.csv', { type: 'text/csv' })] },
  });

describe('Import / export products', () => {
  it('previews the changes only (unchanged rows counted, not listed), then applies and reports', async () => {
    const api = renderScreen({
      [PREVIEW]: [200, twoChanges],
      [APPLY]: [200, { ...twoChanges, applied: true }],
    });
    expect(screen.getByRole('heading', { name: 'Import / export products' })).toBeInTheDocument();
    choose();
    fireEvent.click(screen.getByRole('button', { name: 'Preview import' }));

    expect(await screen.findByTestId('catalogue-csv-counts')).toHaveTextContent(
      '0 new, 2 changed, 1 unchanged, 0 errors',
    );
    expect(screen.getByText('Columns not imported: Vendor, Tags')).toBeInTheDocument();
    expect(screen.getByText('1 unchanged row is not listed.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Preview' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'LineProductSizeDoesChanges or errors',
      '3Block Print KurtiLChangeNew price',
      '4Silk SareeFreeChangeNew stock',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Apply import' }));
    expect(await screen.findByText('Import applied: 0 products created, 2 changed, 0 left alone.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const calls = api.calls.filter((c) => c.path.startsWith('/api/admin/'));
    expect(calls.map((c) => `${c.method} ${c.path} ${c.staffHeader}`)).toEqual([`${PREVIEW} 1`, `${APPLY} 1`]);
  });

  it("sends the optional ZIP of photos with the CSV and shows each row's photo status", async () => {
    renderScreen({
      [PREVIEW]: [
        200,
        report({
          rows: [
            row({
              line: 2,
              action: 'create',
              changes: ['New product', 'New photo'],
              notes: ['Photo a.jpg: found in the ZIP'],
            }),
            row({
              line: 3,
              size: 'L',
              action: 'error',
              errors: ['Photo b.jpg is not in the ZIP: add it, or empty the Image Src cell'],
            }),
          ],
          created: 1,
          errorCount: 1,
        }),
      ],
    });
    const fake = globalThis.fetch;
    const sent: FormData[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof FormData) sent.push(init.body);
      return fake(input, init);
    });
    choose();
    const zip = new File([new Uint8Array([0x50, 0x4b])], 'photos.zip', { type: 'application/zip' });
    fireEvent.change(screen.getByLabelText('Photos (ZIP, optional)'), { target: { files: [zip] } });
    expect(
      screen.getByText(
        "Photos named in the Image Src column by file name (kurti-red-1.jpg), at the ZIP's root or in one folder",
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Preview import' }));
    const rows = within(await screen.findByRole('table', { name: 'Preview' })).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      '3Block Print KurtiLErrorPhoto b.jpg is not in the ZIP: add it, or empty the Image Src cell',
      '2Block Print KurtiMCreateNew product, New photoPhoto a.jpg: found in the ZIP',
    ]);
    expect(sent).toHaveLength(1);
    expect((sent[0]?.get('photos') as File | null)?.name).toBe('photos.zip');
    expect((sent[0]?.get('file') as File | null)?.name).toBe('products.csv');
  });

  it('lists the rows with errors first and keeps Apply disabled', async () => {
    renderScreen({
      [PREVIEW]: [
        200,
        report({
          rows: [
            row({ line: 2, action: 'create', changes: ['New product'] }),
            row({ line: 3, handle: 'lehenga', title: null, action: 'error', errors: ['Unknown category "lehenga"'] }),
          ],
          created: 1,
          errorCount: 1,
        }),
      ],
    });
    choose();
    fireEvent.click(screen.getByRole('button', { name: 'Preview import' }));
    expect(await screen.findByTestId('catalogue-csv-counts')).toHaveTextContent(
      '1 new, 0 changed, 0 unchanged, 1 error',
    );
    expect(
      screen.getByText('Fix the rows with errors in the file, then preview again. Nothing was saved.'),
    ).toBeVisible();
    const rows = within(screen.getByRole('table', { name: 'Preview' })).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      '3lehengaMErrorUnknown category "lehenga"',
      '2Block Print KurtiMCreateNew product',
    ]);
    expect(screen.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  });

  it("shows a refused file's reason (Excel's encoding) and asks for a file before previewing", async () => {
    const message =
      'This file is not UTF-8 (Excel\'s "CSV (Comma delimited)" saves Windows-1252, which garbles ₹ and Hindi). ' +
      'In Excel choose Save As → "CSV UTF-8 (Comma delimited)" and upload that file.';
    renderScreen({ [PREVIEW]: [422, { ...report({}), code: 'import_invalid', message }] });
    fireEvent.click(screen.getByRole('button', { name: 'Preview import' }));
    expect(screen.getByText('Choose the CSV file to import')).toBeInTheDocument();
    choose();
    fireEvent.click(screen.getByRole('button', { name: 'Preview import' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  });
});
