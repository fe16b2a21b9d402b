import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { INITIAL_PRODUCTS_ELEMENT_ID } from '@vastra/domain/catalog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/render-app';
import { apiProducts } from '../testing/product-fixtures';
import { useProducts } from './get-products';

function Titles() {
  const { data, isPending } = useProducts();
  return <p>{isPending ? 'loading' : (data ?? []).map((p) => p.title).join(', ')}</p>;
}

function renderTitles() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Titles />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(INITIAL_PRODUCTS_ELEMENT_ID)?.remove();
});

describe('useProducts', () => {
  it('shows the list the page brought at once, without asking the API, and takes it once', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = INITIAL_PRODUCTS_ELEMENT_ID;
    block.textContent = JSON.stringify(apiProducts);
    document.body.append(block);
    const fetchMock = stubApi({ '/api/client/products': [200, []] });

    renderTitles();

    expect(screen.getByText(apiProducts.map((p) => p.title).join(', '))).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(INITIAL_PRODUCTS_ELEMENT_ID)).toBeNull();
  });

  it('fetches GET /api/client/products when the page brought no list', async () => {
    const fetchMock = stubApi({ '/api/client/products': [200, apiProducts] });
    renderTitles();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText(apiProducts.map((p) => p.title).join(', '))).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
