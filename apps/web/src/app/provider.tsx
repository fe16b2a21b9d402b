import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Language } from '@vastra/domain/i18n';
import { ToastProvider } from '../components/ui/toast';
import { CartProvider } from '../features/cart/components/cart-provider';
import { CategoryNamesProvider } from '../lib/category-names';
import { I18nProvider, type Catalogue } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session/session-provider';

export type LanguageProps = {
  /** The shopper's language, English unless given; its catalogue is loaded before the first render. */
  language?: Language;
  catalogue?: Catalogue | null;
};

/**
 * App-wide state: the language, server cache, the categories' names, toasts, the session and the cart (which reads the
 * session).
 */
export function AppProvider({ language, catalogue, children }: LanguageProps & { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nProvider language={language} catalogue={catalogue}>
      <QueryClientProvider client={queryClient}>
        <CategoryNamesProvider>
          <ToastProvider>
            <SessionProvider>
              <CartProvider>{children}</CartProvider>
            </SessionProvider>
          </ToastProvider>
        </CategoryNamesProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
