import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LiveOffersResponse } from '@vastra/domain/api';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedLiveOffers } from '../../testing/embed-live-offers';
import { installFakeApi } from '../../testing/fake-api';
import { festive20Offer, kurtiB2g1Offer } from '../../testing/quote-fixtures';
import { useLiveOffers } from './live-offers';

const live = LiveOffersResponse.parse({ offers: [festive20Offer, kurtiB2g1Offer] });

function Labels({ name }: { name: string }) {
  const offers = useLiveOffers();
  return <p aria-label={name}>{offers.map((offer) => offer.label).join(', ')}</p>;
}

function Cards({ client, count }: { client: QueryClient; count: number }) {
  return (
    <QueryClientProvider client={client}>
      {Array.from({ length: count }, (_, i) => (
        <Labels key={i} name={`card ${i + 1}`} />
      ))}
    </QueryClientProvider>
  );
}

const observersOf = (client: QueryClient) =>
  client.getQueryCache().find({ queryKey: ['live-offers'] })?.observers.length ?? 0;

afterEach(() => vi.unstubAllGlobals());

describe('useLiveOffers', () => {
  it("gives every card the page's offers through one observer, without a request", async () => {
    embedLiveOffers(live);
    const api = installFakeApi({});
    const client = new QueryClient();
    render(<Cards client={client} count={30} />);
    expect(screen.getByLabelText('card 1')).toHaveTextContent('Festive 20% off, Buy 2 Get 1');
    expect(screen.getByLabelText('card 30')).toHaveTextContent('Festive 20% off, Buy 2 Get 1');
    await waitFor(() => expect(observersOf(client)).toBe(1));
    expect(api.callsTo('GET /api/offers')).toHaveLength(0);
  });

  it('asks again for cards shown after the cache let the query go, and shows the answer', async () => {
    const api = installFakeApi({ 'GET /api/offers': [200, live] });
    const client = new QueryClient();
    const first = render(<Cards client={client} count={2} />);
    await waitFor(() => expect(screen.getByLabelText('card 2')).toHaveTextContent('Festive 20% off, Buy 2 Get 1'));
    first.unmount();
    // What the cache does five minutes after the last card has gone.
    client.removeQueries({ queryKey: ['live-offers'] });
    render(<Cards client={client} count={3} />);
    await waitFor(() => expect(screen.getByLabelText('card 3')).toHaveTextContent('Festive 20% off, Buy 2 Get 1'));
    expect(api.callsTo('GET /api/offers')).toHaveLength(2);
    expect(observersOf(client)).toBe(1);
  });
});
