import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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

afterEach(() => vi.unstubAllGlobals());

describe('useProducts', () => {
  it('fetches GET /api/client/products', async () => {
    const fetchMock = stubApi({ '/api/client/products': [200, apiProducts] });
    renderTitles();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText(apiProducts.map((p) => p.title).join(', '))).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
