import { RETURNS_MESSAGES } from '@vastra/domain/returns';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFixture } from '../../../testing/order-fixtures';
import { returnOptionsFixture, returnRequestFixture } from './testing/return-fixtures';
import { BUTTON, delivered, renderOrder } from './testing/return-dialog';

// 'Returns and exchanges' on the order page: when it appears, its window and what each line may do, and how the lines
// are named in each language (the requests and the dialog are in returns-section.test.tsx).

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Returns and exchanges: the window and the lines', () => {
  it('appears only once the order is delivered', async () => {
    const { api } = renderOrder(orderFixture({ _id: 'o1', status: 'shipped' }));
    expect(await screen.findByRole('region', { name: 'Order Info' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Returns and exchanges' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/orders/o1/returns/options')).toHaveLength(0);
  });

  it('shows the open window and each line: a button for an eligible one, the reason for the others', async () => {
    renderOrder(delivered, {
      'GET /api/orders/o1/returns/options': [
        200,
        returnOptionsFixture({
          lines: [{}, { orderItemId: 'i2', title: 'Silk Dupatta', size: 'Free', eligible: false, reason: 'No' }],
        }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Returns and exchanges' }, { timeout: 5000 });
    expect(within(section).getByRole('heading', { level: 2, name: 'Returns and exchanges' })).toBeInTheDocument();
    expect(await within(section).findByText(RETURNS_MESSAGES.windowOpen('Thu, 10 Dec'))).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: BUTTON })).toHaveTextContent('Return or exchange');
    expect(within(section).getAllByRole('button', { name: /^Return or exchange/ })).toHaveLength(1);
    expect(within(section).getByText('No')).toBeInTheDocument();
  });

  it('labels a line of a product with a second option, its button and its exchange choices', async () => {
    renderOrder(delivered, {
      'GET /api/orders/o1/returns/options': [
        200,
        returnOptionsFixture({
          lines: [
            {
              size: 'M / Red',
              option2Name: 'Colour',
              exchangeSizes: [
                { size: 'M / Red', inStock: true },
                { size: 'L / Red', inStock: true },
              ],
            },
          ],
        }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Returns and exchanges' }, { timeout: 5000 });
    expect(await within(section).findByText('Size: M · Colour: Red')).toBeInTheDocument();
    const button = within(section).getByRole('button', {
      name: 'Return or exchange Indigo Anarkali Kurti, Size: M · Colour: Red',
    });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    const size = within(dialog).getByRole('combobox', { name: 'New size' });
    expect([...size.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose a size',
      'Size: L · Colour: Red',
    ]);
  });

  const hindiTitle = 'इंडिगो अनारकली कुर्ती';
  it.each([
    [
      'a Hindi page: by the Hindi title the order kept',
      'hi',
      { section: 'रिटर्न और एक्सचेंज', dialog: 'रिटर्न या एक्सचेंज', requests: 'आपके अनुरोध' },
      {
        line: hindiTitle,
        button: `${hindiTitle}, साइज़ M रिटर्न या एक्सचेंज करें`,
        chosen: `${hindiTitle}, साइज़ M`,
        request: `${hindiTitle} · मात्रा 1`,
      },
    ],
    [
      'an English page: by its title',
      'en',
      { section: 'Returns and exchanges', dialog: 'Return or exchange', requests: 'Your requests' },
      {
        line: 'Indigo Anarkali Kurti',
        button: BUTTON,
        chosen: 'Indigo Anarkali Kurti, size M',
        request: 'Indigo Anarkali Kurti · Quantity 1',
      },
    ],
  ] as const)(
    'names the product on %s: the line, its button, the dialog, the request (decision 184)',
    async (_page, language, names, texts) => {
      renderOrder(
        delivered,
        {
          'GET /api/orders/o1/returns/options': [200, returnOptionsFixture({ lines: [{ hindiTitle }] })],
          'GET /api/orders/o1/returns': [200, { returns: [returnRequestFixture({ quantity: 1, hindiTitle })] }],
        },
        language,
      );
      const section = await screen.findByRole('region', { name: names.section }, { timeout: 5000 });
      expect(await within(section).findByText(texts.line)).toBeInTheDocument();
      const requests = await within(section).findByRole('heading', { level: 3, name: names.requests });
      expect(within(requests.parentElement as HTMLElement).getByText(texts.request)).toBeInTheDocument();
      fireEvent.click(within(section).getByRole('button', { name: texts.button }));
      expect(await screen.findByRole('dialog', { name: names.dialog })).toHaveAccessibleDescription(texts.chosen);
    },
  );

  it('names a line without a Hindi title by its title on a Hindi page', async () => {
    renderOrder(delivered, {}, 'hi');
    const section = await screen.findByRole('region', { name: 'रिटर्न और एक्सचेंज' }, { timeout: 5000 });
    expect(await within(section).findByText('Indigo Anarkali Kurti')).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Indigo Anarkali Kurti, साइज़ M रिटर्न या एक्सचेंज करें' }),
    ).toBeInTheDocument();
  });

  it('shows the closed window as the API words it, and no buttons', async () => {
    const message = 'Returns and exchanges closed on Thu, 3 Dec (7 days after delivery).';
    renderOrder(delivered, {
      'GET /api/orders/o1/returns/options': [
        200,
        returnOptionsFixture({
          window: { open: false, closesAt: '2026-12-03T18:30:00.000Z', message },
          lines: [{ eligible: false, reason: message }],
        }),
      ],
    });
    expect(await screen.findByText(message, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Return or exchange/ })).not.toBeInTheDocument();
  });

  it('says the closed window in Hindi, the day as Hindi writes it', async () => {
    const message = 'Returns and exchanges closed on Thu, 3 Dec (7 days after delivery).';
    renderOrder(
      delivered,
      {
        'GET /api/orders/o1/returns/options': [
          200,
          returnOptionsFixture({
            window: { open: false, closesAt: '2026-12-03T18:30:00.000Z', message },
            lines: [{ eligible: false, reason: message }],
          }),
        ],
      },
      'hi',
    );
    const hindi = 'रिटर्न और एक्सचेंज गुरु, 3 दिस॰ को बंद हो गए (डिलीवरी के 7 दिन बाद)।';
    expect(await screen.findByText(hindi, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("says why a line cannot go back in Hindi, the server's English gone", async () => {
    renderOrder(
      delivered,
      {
        'GET /api/orders/o1/returns/options': [
          200,
          returnOptionsFixture({
            lines: [{}, { orderItemId: 'i2', eligible: false, reason: RETURNS_MESSAGES.notReturnable }],
          }),
        ],
      },
      'hi',
    );
    expect(
      await screen.findByText('यह आइटम रिटर्न या एक्सचेंज नहीं किया जा सकता।', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(RETURNS_MESSAGES.notReturnable)).not.toBeInTheDocument();
  });
});
