import { StrictMode, useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProvider, type LanguageProps } from './provider';
import { AppRoutes } from './router';

export function App({ language, catalogue }: LanguageProps) {
  return (
    <AppProvider language={language} catalogue={catalogue}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}

/**
 * Sets `<html data-hydrated>` once the app has the page (what a browser journey waits for before it presses anything).
 * It wraps the app rather than sitting beside it: a sibling would shift every `useId` from the ones the server drew
 * (server/entry-server.tsx renders the app alone), leaving aria IDREFs naming elements that never appear.
 */
function MarkTakenOver({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return children;
}

/** The app as the browser draws or hydrates it (main.tsx), in the language the page was drawn in. */
export function BrowserApp({ language, catalogue }: LanguageProps) {
  return (
    <StrictMode>
      <MarkTakenOver>
        <App language={language} catalogue={catalogue} />
      </MarkTakenOver>
    </StrictMode>
  );
}
