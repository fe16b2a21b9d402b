import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embedInitialPage } from '../../features/catalog/testing/embed-initial-page';
import { renderRoute } from '../../testing/render-route';
import { homeFixture, productFixture } from '../../testing/shopper-fixtures';

// The home page reads the owner's slides and rails from its answer (docs/decisions/094-home-content.md).

const item = (id: string, title: string) =>
  productFixture({ _id: id, title, category: 'saree', images: [`/uploads/${id}.jpg`] });

const home = homeFixture({
  heroImages: ['/uploads/hero-1.jpg', '/uploads/hero-2.jpg'],
  slides: [
    {
      id: 'diwali',
      headline: 'Diwali Sale',
      subText: 'Festive silks, lights on',
      image: '/uploads/diwali.jpg',
      link: '/shop?category=saree',
    },
    { id: 'hacked', headline: 'Elsewhere', subText: '', image: null, link: 'https://evil.example/' },
  ],
  rails: [
    {
      id: 'editors-picks',
      title: "Editor's Picks",
      source: 'handpicked',
      items: [item('h2', 'Two'), item('h1', 'One')],
    },
    { id: 'new-arrivals', title: 'Just Landed', source: 'new-arrivals', items: [] },
  ],
  newArrivals: [item('n1', 'New One')],
  favourites: [item('f1', 'Favourite One')],
});

const headings = () => [...document.querySelectorAll('main h2, h2')].map((h) => h.textContent);
configure({ asyncUtilTimeout: 5_000 });
beforeEach(() => embedInitialPage());
afterEach(() => embedInitialPage());

describe('/ with the owner’s home content', { timeout: 20_000 }, () => {
  it('shows the owner’s slides (links, image) and the rails in their order with their titles', async () => {
    embedInitialPage({ kind: 'home', home });
    renderRoute('/');
    const first = screen.getByRole('group', { name: '1 of 2' });
    expect(within(first).getByRole('heading', { name: 'Diwali Sale' })).toBeInTheDocument();
    expect(within(first).getByText('Festive silks, lights on')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop?category=saree');
    expect(first.querySelector('img')).toHaveAttribute('src', 'http://localhost:3000/uploads/diwali.jpg');
    // A link to another site in the answer is never followed: Shop Now goes to /shop.
    const second = document.querySelector('[aria-label="2 of 2"]');
    expect(second?.querySelector('a')?.textContent).toBe('Shop Now');
    expect(second?.querySelector('a')).toHaveAttribute('href', '/shop');
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(2);

    expect(await screen.findByText('One')).toBeInTheDocument();
    const picks = screen.getByText("Editor's Picks", { selector: 'h2' }).closest('section');
    expect([...(picks?.querySelectorAll('h3') ?? [])].map((h) => h.textContent)).toEqual(['Two', 'One']);
    const arrivals = screen.getByText('Just Landed', { selector: 'h2' }).closest('section');
    expect([...(arrivals?.querySelectorAll('h3') ?? [])].map((h) => h.textContent)).toEqual(['New One']);
    // The favourites rail was left out by the owner: not shown, though the answer had favourites.
    expect(screen.queryByText('Our Handpicked Favorites', { selector: 'h2' })).toBeNull();
    const order = headings();
    expect(order.indexOf("Editor's Picks")).toBeLessThan(order.indexOf('Just Landed'));
  });

  it('shows no hero when the owner has no slide live', () => {
    embedInitialPage({ kind: 'home', home: { ...home, slides: [] } });
    renderRoute('/');
    expect(screen.queryByRole('button', { name: /^Go to slide/ })).toBeNull();
  });
});
