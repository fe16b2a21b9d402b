import { afterFirstPaint } from '../lib/first-paint';
import { PAGE_SCRIPTS_ELEMENT_ID, type PageScripts } from '@vastra/domain/catalog';

// /boot.js: the only script of a page drawn on the server (docs/decisions/135-first-screens-drawn-on-the-server.md).
// The page paints from its HTML and styles; the app's JavaScript, which takes it over, is asked for once it has, so
// on a slow connection it never competes with what the shopper sees first.
function load(scripts: PageScripts) {
  for (const href of scripts.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = scripts.entry;
  document.head.append(entry);
}

const block = document.getElementById(PAGE_SCRIPTS_ELEMENT_ID);
block?.remove();
if (block?.textContent) {
  const scripts = JSON.parse(block.textContent) as PageScripts;
  void afterFirstPaint().then(() => load(scripts));
}
