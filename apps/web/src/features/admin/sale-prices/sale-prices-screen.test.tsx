import { SalePriceResponse } from '@vastra/domain/api';
import {
  PRICING_MESSAGES as P,
  PRICING_OFFER_SCREEN_MESSAGES as S,
  PRICING_SALE_MESSAGES as M,
} from '@vastra/domain/pricing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const owner = staffFixture();
const KURTI = '5d0c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
const product = {
  id: KURTI,
  title: 'Cotton Kurti',
  category: 'kurti',
  status: 'active',
  image: null,
  minPricePaise: 79_900,
  maxPricePaise: 79_900,
  totalStock: 10,
  outOfStockSizes: [],
  lowStockSizes: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const products = { items: [product], total: 1, nextCursor: null };

function saleFixture(overrides: Record<string, unknown> = {}): SalePriceResponse {
  return SalePriceResponse.parse({
    id: '6e0c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
    target: { kind: 'product', productId: KURTI },
    price: { type: 'fixed', pricePaise: 59_900 },
    label: 'Diwali sale',
    startsAt: '2026-12-01T18:30:00.000Z',
    endsAt: '2026-12-05T18:30:00.000Z',
    paused: false,
    state: 'scheduled',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}
const diwali = saleFixture();
const sarees = saleFixture({
  id: '7e0c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
  target: { kind: 'category', category: 'saree' },
  price: { type: 'percent', percent: 20 },
  label: '',
  state: 'live',
});
const routes = {
  'GET /api/admin/sale-prices': [200, { sales: [diwali, sarees] }] as const,
  'GET /api/admin/products': [200, products] as const,
};

describe('the Sale prices screen', () => {
  it('lists each sale with its product or category, price, IST window and state', async () => {
    renderAdmin('/admin/sale-prices', { staff: owner, routes });
    const row = await screen.findByRole('listitem', { name: 'Diwali sale' });
    expect(await within(row).findByText('Cotton Kurti')).toBeInTheDocument();
    expect(within(row).getByText('₹599.00')).toBeInTheDocument();
    expect(within(row).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row).getByText('2 Dec 2026, 12:00 am – 6 Dec 2026, 12:00 am IST')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Diwali sale' })).toBeInTheDocument();
    const saree = screen.getByRole('listitem', { name: 'All of Saree' });
    expect(within(saree).getByText('20% off')).toBeInTheDocument();
    expect(within(saree).getByText('Live')).toBeInTheDocument();
    expect(within(saree).getByRole('button', { name: 'End All of Saree' })).toBeInTheDocument();
  });

  it('schedules a sale: rupees as paise, IST with its offset; a refusal shown in the form', async () => {
    const user = userEvent.setup();
    const refusal = M.fixedNotBelow('Cotton Kurti', 'M', 79_900);
    let answer: readonly [number, unknown] = [422, { message: refusal, code: 'sale_invalid' }];
    const { api } = renderAdmin('/admin/sale-prices', {
      staff: owner,
      routes: { ...routes, 'POST /api/admin/sale-prices': () => answer },
    });
    await user.click(await screen.findByRole('button', { name: 'New sale price' }));
    const dialog = screen.getByRole('dialog', { name: 'New sale price' });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule sale' }));
    expect(await within(dialog).findByText(S.productRequired)).toBeInTheDocument();
    expect(within(dialog).getAllByText(S.dateTimeRequired)).toHaveLength(2);

    await user.selectOptions(within(dialog).getByLabelText('Product'), 'Cotton Kurti');
    await user.selectOptions(within(dialog).getByLabelText('Price'), 'A fixed price');
    await fill(user, within(dialog).getByLabelText('Sale price'), '899');
    await fill(user, within(dialog).getByLabelText(/^Starts/), '2026-12-02T00:00');
    await fill(user, within(dialog).getByLabelText(/^Ends/), '2026-12-01T00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule sale' }));
    expect(await within(dialog).findByText(P.endBeforeStart)).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText(/^Ends/), '2026-12-06T00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule sale' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);

    answer = [201, diwali];
    await fill(user, within(dialog).getByLabelText('Sale price'), '599');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule sale' }));
    expect(await screen.findByText(S.saleSaved)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/sale-prices').at(-1)?.body).toEqual({
      target: { kind: 'product', productId: KURTI },
      price: { type: 'fixed', pricePaise: 59_900 },
      label: '',
      startsAt: '2026-12-02T00:00:00+05:30',
      endsAt: '2026-12-06T00:00:00+05:30',
      paused: false,
    });
  });

  it('deletes a sale not started only once confirmed', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/sale-prices', {
      staff: owner,
      routes: {
        ...routes,
        [`DELETE /api/admin/sale-prices/${diwali.id}`]: [200, { id: diwali.id, deleted: true }],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Diwali sale' }));
    const dialog = screen.getByRole('dialog', { name: S.saleDeleteTitle });
    expect(within(dialog).getByText(S.saleDeleteText)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(S.saleDeleted)).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/admin/sale-prices/${diwali.id}`)).toHaveLength(1);
  });

  it('changes a live sale from its values (its target fixed) and pauses it', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/sale-prices', {
      staff: owner,
      routes: { ...routes, [`PATCH /api/admin/sale-prices/${sarees.id}`]: [200, { ...sarees, paused: true }] },
    });
    await user.click(await screen.findByRole('button', { name: 'Change All of Saree' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the sale' });
    expect(within(dialog).getByLabelText('Category')).toBeDisabled();
    expect(within(dialog).getByLabelText('Percent off')).toHaveValue('20');
    expect(within(dialog).getByLabelText(/^Starts/)).toHaveValue('2026-12-02T00:00');
    await fill(user, within(dialog).getByLabelText('Percent off'), '25');
    await user.click(within(dialog).getByLabelText('Paused'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(S.saleSaved)).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/admin/sale-prices/${sarees.id}`)[0]?.body).toEqual({
      price: { type: 'percent', percent: 25 },
      label: '',
      startsAt: '2026-12-02T00:00:00+05:30',
      endsAt: '2026-12-06T00:00:00+05:30',
      paused: true,
    });
  });
});
