import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButtons } from './share-buttons';

const PATH = '/product/6f1c2a4e-9d3b-4c7a-8e21-5b0d9f3a7c11';
const url = () => `${window.location.origin}${PATH}`;

/** navigator with `share` (a phone's browser) or without it (most desktop browsers), and a clipboard. */
function stubNavigator(share: ((data: ShareData) => Promise<void>) | null) {
  const writeText = vi.fn(async () => undefined);
  const device = Object.create(navigator) as Navigator;
  Object.defineProperty(device, 'clipboard', { value: { writeText } });
  if (share) Object.defineProperty(device, 'share', { value: share });
  vi.stubGlobal('navigator', device);
  return writeText;
}

afterEach(() => vi.unstubAllGlobals());

describe('ShareButtons', () => {
  it('shares to WhatsApp first, with the title and the page', () => {
    stubNavigator(null);
    render(<ShareButtons title="Indigo Anarkali Kurti" path={PATH} />);
    const whatsApp = screen.getByRole('link', { name: /^Share on WhatsApp/ });
    expect(whatsApp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Indigo Anarkali Kurti ${url()}`)}`,
    );
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link').concat(screen.getAllByRole('button'))[0]).toBe(whatsApp);
  });

  it("opens the phone's share sheet where the browser has one", async () => {
    const share = vi.fn(async () => undefined);
    stubNavigator(share);
    render(<ShareButtons title="Indigo Anarkali Kurti" path={PATH} />);
    await userEvent.click(screen.getByRole('button', { name: 'More ways to share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Indigo Anarkali Kurti', text: 'Indigo Anarkali Kurti', url: url() });
  });

  it('says nothing when the shopper closes the share sheet', async () => {
    stubNavigator(vi.fn(async () => Promise.reject(new DOMException('Share canceled', 'AbortError'))));
    render(<ShareButtons title="Indigo Anarkali Kurti" path={PATH} />);
    await userEvent.click(screen.getByRole('button', { name: 'More ways to share' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('copies the link where there is no share sheet, and says so', async () => {
    const writeText = stubNavigator(null);
    render(<ShareButtons title="Indigo Anarkali Kurti" path={PATH} />);
    await act(async () => screen.getByRole('button', { name: 'Copy link' }).click());
    expect(writeText).toHaveBeenCalledWith(url());
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });
});
