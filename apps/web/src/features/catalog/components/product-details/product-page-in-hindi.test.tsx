import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CheckoutRulesResponse, SizeGuideResponse } from '@vastra/domain/api';
import { DELIVERY_ESTIMATE, normalizeProduct, type Product } from '@vastra/domain/catalog';
import { DEFAULT_SHOP_SETTINGS } from '@vastra/domain/settings';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../../lib/i18n';
import { hi } from '../../../../lib/i18n/hi';
import { createQueryClient } from '../../../../lib/query-client';
import { serviceabilityFixture } from '../../../../testing/delivery-fixtures';
import { installFakeApi } from '../../../../testing/fake-api';
import { productFixture } from '../../../../testing/shopper-fixtures';
import { CheckDelivery } from './check-delivery';
import { ProductDetails } from './product-details';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const inHindi = (client: QueryClient, children: ReactNode) => (
  <I18nProvider language="hi" catalogue={hi}>
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  </I18nProvider>
);

function kurti(): Product {
  const normalized = normalizeProduct(productFixture(), 'http://localhost');
  if (!normalized) throw new Error('bad fixture');
  return normalized;
}

describe('the product page in Hindi (docs/decisions/136-hindi-storefront.md)', () => {
  it('names the buttons, stock, sizes and delivery in Hindi; the product stays as the shop wrote it', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const noGuide: SizeGuideResponse = { category: 'kurti', name: 'Kurti', sizes: [], sizeGuide: null };
    client.setQueryData(['size-guide', 'kurti'], noGuide);
    render(inHindi(client, <ProductDetails product={kurti()} onAddToCart={vi.fn()} onBuyNow={vi.fn()} />));

    expect(screen.getByRole('heading', { level: 1, name: 'Indigo Anarkali Kurti' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्ट में डालें' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'अभी ख़रीदें' })).toBeEnabled();
    expect(screen.getByText('स्टॉक में: 3')).toBeInTheDocument();
    expect(screen.getByText('सभी टैक्स शामिल')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'साइज़: M' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'साइज़ L (स्टॉक में नहीं)' })).toBeDisabled();
    expect(screen.getByRole('toolbar', { name: 'प्रोडक्ट की तस्वीरें' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Indigo Anarkali Kurti, 2 में से तस्वीर 1' })).toBeInTheDocument();
    // The spec's estimate (docs/rules/constants.md), which the Hindi is written from.
    expect(DELIVERY_ESTIMATE).toBe('5–7 working days');
    expect(screen.getByText('5–7 कामकाजी दिन')).toBeInTheDocument();
    expect(screen.getByText('कार्ड या कैश ऑन डिलीवरी')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'विवरण' })).toBeInTheDocument();
  });

  it("shows the owner's Hindi title and description on a Hindi page, and the English ones on an English page", () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const noGuide: SizeGuideResponse = { category: 'kurti', name: 'Kurti', sizes: [], sizeGuide: null };
    client.setQueryData(['size-guide', 'kurti'], noGuide);
    const product = {
      ...kurti(),
      hindi: { title: 'नील अनारकली कुर्ती', description: 'मुलायम सूती कपड़ा।' },
      // Attribute names in Hindi where the shop gave them (docs/decisions/174-attribute-names-in-hindi.md).
      attributes: [
        {
          slug: 'fabric',
          name: 'Fabric',
          hindiName: 'कपड़ा',
          values: [{ slug: 'cotton', name: 'Cotton', hindiName: 'कॉटन' }],
        },
        { slug: 'fit', name: 'Fit', values: [{ slug: 'a-line', name: 'A-line' }] },
      ],
    };
    const { unmount } = render(
      inHindi(client, <ProductDetails product={product} onAddToCart={vi.fn()} onBuyNow={vi.fn()} />),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'नील अनारकली कुर्ती' })).toBeInTheDocument();
    expect(screen.getByText('मुलायम सूती कपड़ा।')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'जानकारी' });
    expect([...details.querySelectorAll('dt, dd')].map((cell) => cell.textContent)).toEqual([
      'कपड़ा:',
      'कॉटन',
      'Fit:',
      'A-line',
    ]);
    unmount();

    render(
      <QueryClientProvider client={client}>
        <ProductDetails product={product} onAddToCart={vi.fn()} onBuyNow={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Indigo Anarkali Kurti' })).toBeInTheDocument();
    expect(screen.queryByText('मुलायम सूती कपड़ा।')).not.toBeInTheDocument();
    expect(screen.getByText('Fabric:')).toBeInTheDocument();
    expect(screen.getByText('Cotton')).toBeInTheDocument();
  });

  it('checks a PIN in Hindi: the date in Hindi, the fees and cash on delivery', async () => {
    const rules: CheckoutRulesResponse = {
      cod: DEFAULT_SHOP_SETTINGS.cod,
      delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, feeRupees: 49, freeAboveRupees: 999, codFeeRupees: 29 },
    };
    installFakeApi({
      'GET /api/shipping/serviceability': [200, serviceabilityFixture()],
      'GET /api/checkout/rules': [200, rules],
    });
    render(inHindi(createQueryClient(), <CheckDelivery />));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^5–7 कामकाजी दिन$/);

    const pin = screen.getByRole('textbox', { name: 'डिलीवरी जाँचें' });
    expect(pin).toHaveAttribute('placeholder', '6 अंकों का PIN कोड');
    await userEvent.click(pin);
    await userEvent.paste('0123');
    await userEvent.click(screen.getByRole('button', { name: 'जाँचें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया सही 6 अंकों का PIN कोड डालें।');

    await userEvent.clear(pin);
    await userEvent.paste('781001');
    await userEvent.click(screen.getByRole('button', { name: 'जाँचें' }));
    await within(status).findByText('शुक्र, 27 नव॰ तक डिलीवरी');
    expect([...status.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'शुक्र, 27 नव॰ तक डिलीवरी',
      'डिलीवरी ₹49 · ₹999 या उससे ज़्यादा के ऑर्डर पर मुफ़्त',
      'कैश ऑन डिलीवरी उपलब्ध है',
      'कैश ऑन डिलीवरी फ़ीस ₹29',
      'Guwahati, Assam',
    ]);
  });
});
