import { PAGE_SCRIPTS_ELEMENT_ID } from '@vastra/domain/catalog';
import { afterEach, describe, expect, it } from 'vitest';

// /boot.js (docs/decisions/135-first-screens-drawn-on-the-server.md): a drawn page's scripts, asked for once it has
// painted (at once here: jsdom has no paint timing).

afterEach(() => {
  for (const element of document.head.querySelectorAll('script, link')) element.remove();
  document.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.remove();
});

describe('boot', () => {
  it('adds the preloads and then the entry module the page names', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_SCRIPTS_ELEMENT_ID;
    block.textContent = JSON.stringify({
      entry: '/assets/index-a.js',
      preload: ['/assets/kit-b.js', '/assets/p-c.js'],
    });
    document.body.append(block);
    await import('./boot');
    await expect
      .poll(() =>
        [...document.head.querySelectorAll('link, script')].map(
          (e) => `${e.tagName} ${e.getAttribute('rel') ?? e.getAttribute('type')}`,
        ),
      )
      .toEqual(['LINK modulepreload', 'LINK modulepreload', 'SCRIPT module']);
    const [first, second, entry] = [...document.head.querySelectorAll('link, script')] as [
      HTMLLinkElement,
      HTMLLinkElement,
      HTMLScriptElement,
    ];
    expect([first.getAttribute('href'), second.getAttribute('href'), entry.getAttribute('src')]).toEqual([
      '/assets/kit-b.js',
      '/assets/p-c.js',
      '/assets/index-a.js',
    ]);
    expect(entry.crossOrigin).toBe('');
  });
});
