/**
 * Where the page was scrolled when the browser last went Back or Forward, read before the router draws the entry it
 * goes to. The router's own popstate listener draws that entry at once (React renders a popstate's update before the
 * event's next listener runs), so a listener added after the router's finds the page left already replaced; and the
 * scroll event of a scroll just before Back comes only at the next frame, after the page has gone. Listening from
 * before the app starts (main.tsx) is the one way to read the page left as it was
 * (components/layout/scroll-restoration.tsx).
 */
let atPop: number | null = null;

/** Starts listening; called once, before the router is drawn. */
export function watchScrollAtPop() {
  // Capturing: first wherever the listeners on the window are called capturing first, as in order of adding otherwise
  // (Chromium).
  window.addEventListener(
    'popstate',
    () => {
      atPop = window.scrollY;
    },
    { capture: true },
  );
}

/** The position the last Back or Forward left, once: null when none has happened since the last take. */
export function takeScrollAtPop(): number | null {
  const y = atPop;
  atPop = null;
  return y;
}
