import { AdminOffer } from '@vastra/domain/api';
import { missingPermissionMessage } from '@vastra/domain/back-office';
import {
  PRICING_MESSAGES as P,
  PRICING_OFFER_ADMIN_MESSAGES as A,
  PRICING_OFFER_SCREEN_MESSAGES as S,
} from '@vastra/domain/pricing';
import { screen, waitFor, within } from '@testing-library/react';
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
const manager = staffFixture({ id: 's-ravi', fullName: 'Ravi Kumar', role: 'manager' });
const december = { startsAt: '2026-11-30T18:30:00.000Z', endsAt: '2026-12-30T18:30:00.000Z' };

function offerFixture(overrides: Partial<AdminOffer> & { definition?: Record<string, unknown> } = {}): AdminOffer {
  return AdminOffer.parse({
    id: '0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
    kind: 'coupon',
    code: 'FESTIVE20',
    label: 'Festive 20',
    state: 'live',
    ...december,
    paused: false,
    definition: {
      kind: 'coupon',
      label: 'Festive 20',
      code: 'FESTIVE20',
      ...december,
      scope: { kind: 'shop' },
      combinable: false,
      discount: { type: 'percent', percent: 20 },
      minBasketPaise: 99_900,
      maxDiscountPaise: 50_000,
      totalUses: 100,
      usesPerCustomer: 1,
      firstOrderOnly: false,
      excludeSaleItems: false,
      payment: 'any',
    },
    totalUses: 100,
    usesPerCustomer: 1,
    used: 3,
    discountPaise: 47_940,
    salesPaise: 239_700,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

const festive = offerFixture();
const b2g1 = offerFixture({
  id: '1b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
  kind: 'buy-x-get-y',
  code: null,
  label: 'Buy 2 get 1 free',
  state: 'scheduled',
  startsAt: '2027-01-01T00:00:00.000Z',
  endsAt: null,
  totalUses: null,
  usesPerCustomer: null,
  used: 0,
  discountPaise: 0,
  salesPaise: 0,
});
const paused = offerFixture({
  id: '2b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
  code: 'UPI10',
  label: 'UPI 10',
  state: 'paused',
  paused: true,
});
const ended = offerFixture({
  id: '3b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
  code: 'DIWALI',
  label: 'Diwali',
  state: 'ended',
});
const offers = { offers: [festive, b2g1, paused, ended] };

const rowOf = (name: string) => within(screen.getByRole('list', { name: 'Offers' })).getByRole('listitem', { name });

describe('the Offers screen', () => {
  it('lists each offer with its state, kind, code, IST window and figures', async () => {
    renderAdmin('/admin/offers', { staff: owner, routes: { 'GET /api/admin/offers': [200, offers] } });
    const row = await screen.findByRole('listitem', { name: 'Festive 20' });
    expect(within(row).getByText('Live')).toBeInTheDocument();
    expect(within(row).getByText('FESTIVE20')).toBeInTheDocument();
    expect(within(row).getByText('1 Dec 2026, 12:00 am – 31 Dec 2026, 12:00 am IST')).toBeInTheDocument();
    const figures = Object.fromEntries(
      within(row)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      Uses: '3 / 100',
      Redemptions: '3',
      'Discount given': '₹479.40',
      Sales: '₹2,397.00',
    });
    expect(within(rowOf('Buy 2 get 1 free')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(rowOf('Buy 2 get 1 free')).getByText('Buy X get Y')).toBeInTheDocument();
    expect(within(rowOf('Buy 2 get 1 free')).getByText('1 Jan 2027, 5:30 am – no end IST')).toBeInTheDocument();
    expect(within(rowOf('UPI 10')).getByText('Paused')).toBeInTheDocument();
    expect(within(rowOf('UPI 10')).getByRole('button', { name: 'Resume UPI 10' })).toBeInTheDocument();
    expect(within(rowOf('Diwali')).getByText('Ended')).toBeInTheDocument();
    expect(within(rowOf('Diwali')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/admin/offers');
  });

  it('filters by state through the API', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/offers', {
      staff: owner,
      routes: {
        'GET /api/admin/offers': (call) => [200, call.query.state === 'paused' ? { offers: [paused] } : offers],
      },
    });
    await screen.findByRole('listitem', { name: 'Festive 20' });
    await user.selectOptions(screen.getByLabelText('State'), 'Paused');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Festive 20' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'UPI 10' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/offers').at(-1)?.query).toEqual({ state: 'paused' });
  });

  it('pauses an offer only once confirmed, then says so', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/offers', {
      staff: owner,
      routes: {
        'GET /api/admin/offers': [200, offers],
        [`POST /api/admin/offers/${festive.id}/pause`]: [200, { ...festive, state: 'paused', paused: true }],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pause Festive 20' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause Festive 20?' });
    expect(within(dialog).getByText(S.pauseText)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`POST /api/admin/offers/${festive.id}/pause`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Pause Festive 20' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Festive 20 is paused.')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/offers/${festive.id}/pause`)).toHaveLength(1);
  });

  it("shows the API's refusal to end an offer inside the confirmation", async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/offers', {
      staff: owner,
      routes: {
        'GET /api/admin/offers': [200, offers],
        [`POST /api/admin/offers/${festive.id}/end`]: [409, { message: A.ended, code: 'offer_ended' }],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'End Festive 20' }));
    const dialog = screen.getByRole('dialog', { name: 'End Festive 20 now?' });
    await user.click(within(dialog).getByRole('button', { name: 'End now' }));
    expect(await within(dialog).findByText(A.ended)).toBeInTheDocument();
  });

  it('is not in the navigation of a manager, and tells one who opens it what is missing', async () => {
    renderAdmin('/admin/offers', { staff: manager, routes: { 'GET /api/admin/offers': [200, offers] } });
    expect(await screen.findByText(missingPermissionMessage('offers'))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Offers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sale prices' })).not.toBeInTheDocument();
  });
});

describe('the offer form', () => {
  it("checks with the contract's messages, sends rupees as paise and IST times with their offset", async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/offers/new', {
      staff: owner,
      routes: {
        'GET /api/admin/offers': [200, offers],
        'POST /api/admin/offers': [201, offerFixture({ label: 'Flat 200' })],
      },
    });
    await fill(user, await screen.findByLabelText('Name shoppers see'), 'Flat 200');
    await fill(user, screen.getByLabelText(/^Code/), 'flat 200');
    await user.selectOptions(screen.getByLabelText('Type'), 'Rupees off');
    await fill(user, screen.getByLabelText('Amount off'), 'two hundred');
    await fill(user, screen.getByLabelText(/^Starts/), '2026-12-01T00:00');
    await fill(user, screen.getByLabelText(/^Ends/), '2026-11-30T00:00');
    await user.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(await screen.findByText(S.rupeesFormat)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/offers')).toHaveLength(0);

    await fill(user, screen.getByLabelText('Amount off'), '200');
    await user.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(await screen.findByText(P.codeCharacters)).toBeInTheDocument();
    expect(screen.getByText(P.endBeforeStart)).toBeInTheDocument();

    await fill(user, screen.getByLabelText(/^Code/), 'flat200');
    await fill(user, screen.getByLabelText(/^Ends/), '2026-12-31T23:59');
    await fill(user, screen.getByLabelText('Minimum basket'), '1,499.50');
    await fill(user, screen.getByLabelText(/^Total uses/), '500');
    await user.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(await screen.findByText('Flat 200 is saved.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/offers')[0]?.body).toEqual({
      kind: 'coupon',
      label: 'Flat 200',
      code: 'flat200',
      startsAt: '2026-12-01T00:00:00+05:30',
      endsAt: '2026-12-31T23:59:00+05:30',
      scope: { kind: 'shop' },
      combinable: false,
      discount: { type: 'flat', amountPaise: 20_000 },
      minBasketPaise: 149_950,
      maxDiscountPaise: null,
      totalUses: 500,
      usesPerCustomer: null,
      firstOrderOnly: false,
      excludeSaleItems: false,
      payment: 'any',
    });
  });

  it("shows the server's refusal of a taken code on the Code field", async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/offers/new', {
      staff: owner,
      routes: {
        'POST /api/admin/offers': [409, { message: A.codeTaken('FESTIVE20'), code: 'offer_code_taken' }],
      },
    });
    await fill(user, await screen.findByLabelText('Name shoppers see'), 'Festive again');
    await fill(user, screen.getByLabelText(/^Code/), 'festive20');
    await fill(user, screen.getByLabelText('Percent off'), '20');
    await fill(user, screen.getByLabelText(/^Starts/), '2026-12-01T00:00');
    await user.click(screen.getByRole('button', { name: 'Create offer' }));
    const message = await screen.findByText('FESTIVE20 is already the code of another offer.');
    expect(screen.getByLabelText(/^Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Code/).getAttribute('aria-describedby')).toContain(message.id);
  });

  it('creates a tiered offer: each tier in rupees and whole percents, ascending', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/offers/new?kind=tiered', {
      staff: owner,
      routes: { 'POST /api/admin/offers': [201, offerFixture({ kind: 'tiered', code: null, label: 'Spend more' })] },
    });
    await fill(user, await screen.findByLabelText('Name shoppers see'), 'Spend more');
    await fill(user, screen.getByLabelText('Tier 1: basket from'), '4000');
    await fill(user, screen.getByLabelText('Tier 1: percent off'), '15');
    await user.click(screen.getByRole('button', { name: 'Add a tier' }));
    await fill(user, screen.getByLabelText('Tier 2: basket from'), '2000');
    await fill(user, screen.getByLabelText('Tier 2: percent off'), '10.5');
    await fill(user, screen.getByLabelText(/^Starts/), '2026-12-01T00:00');
    await user.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(await screen.findByText(P.percentWhole)).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Tier 2: percent off'), '10');
    await user.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(await screen.findByText(P.tiersAscending)).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Tier 2: basket from'), '6000');
    await user.click(screen.getByRole('button', { name: 'Create offer' }));
    await screen.findByText('Spend more is saved.');
    expect(api.callsTo('POST /api/admin/offers')[0]?.body).toMatchObject({
      kind: 'tiered',
      tiers: [
        { minBasketPaise: 400_000, percent: 15 },
        { minBasketPaise: 600_000, percent: 10 },
      ],
      endsAt: null,
    });
  });

  it("edits an offer from its definition (paise shown as rupees) and shows a used code's refusal", async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin(`/admin/offers/${festive.id}`, {
      staff: owner,
      routes: {
        [`GET /api/admin/offers/${festive.id}`]: [200, festive],
        [`PATCH /api/admin/offers/${festive.id}`]: [
          409,
          { message: A.codeUsed('FESTIVE20', 3), code: 'offer_code_used' },
        ],
      },
    });
    expect(await screen.findByLabelText('Minimum basket')).toHaveValue('999');
    expect(screen.getByLabelText(/^Largest discount/)).toHaveValue('500');
    expect(screen.getByLabelText('Percent off')).toHaveValue('20');
    expect(screen.getByLabelText(/^Starts/)).toHaveValue('2026-12-01T00:00');
    expect(screen.getByLabelText('Kind')).toBeDisabled();
    await fill(user, screen.getByLabelText(/^Code/), 'FESTIVE25');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(A.codeUsed('FESTIVE20', 3))).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/admin/offers/${festive.id}`)[0]?.body).toMatchObject({
      code: 'FESTIVE25',
      minBasketPaise: 99_900,
      maxDiscountPaise: 50_000,
      startsAt: '2026-12-01T00:00:00+05:30',
    });
  });

  const AUTOMATIC_KINDS: [string, [RegExp | string, string][], Record<string, unknown>][] = [
    [
      'Buy X get Y',
      [
        ['Pieces to buy', '2'],
        ['Pieces they get', '1'],
      ],
      { kind: 'buy-x-get-y', buyQuantity: 2, getQuantity: 1, reward: { type: 'free' } },
    ],
    [
      'Any N for ₹P',
      [
        ['Pieces', '3'],
        ['Price of those pieces', '999'],
      ],
      { kind: 'bundle', quantity: 3, pricePaise: 99_900 },
    ],
    [
      'Prepaid',
      [
        ['Percent off when paying online', '5'],
        [/^Largest discount/, '200'],
      ],
      { kind: 'prepaid', percent: 5, maxDiscountPaise: 20_000 },
    ],
    ['Free delivery', [['Basket from', '999']], { kind: 'free-delivery', minBasketPaise: 99_900 }],
  ];

  it.each(AUTOMATIC_KINDS)('creates a %s offer with its own fields, no code', async (kindName, fields, expected) => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/offers/new', {
      staff: owner,
      routes: { 'POST /api/admin/offers': [201, offerFixture({ label: 'Automatic' })] },
    });
    await user.selectOptions(await screen.findByLabelText('Kind'), kindName);
    expect(screen.queryByLabelText(/^Code/)).not.toBeInTheDocument();
    await fill(user, screen.getByLabelText('Name shoppers see'), 'Automatic');
    for (const [label, value] of fields) await fill(user, screen.getByLabelText(label), value);
    await fill(user, screen.getByLabelText(/^Starts/), '2026-12-01T00:00');
    await user.selectOptions(screen.getByLabelText('Items'), 'Some categories');
    await user.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(await screen.findByText(P.scopeEmpty)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Kurti'));
    await user.click(screen.getByRole('button', { name: 'Create offer' }));
    await screen.findByText('Automatic is saved.');
    expect(api.callsTo('POST /api/admin/offers')[0]?.body).toEqual({
      label: 'Automatic',
      startsAt: '2026-12-01T00:00:00+05:30',
      endsAt: null,
      scope: { kind: 'categories', categories: ['kurti'] },
      combinable: false,
      ...expected,
    });
  });
});
