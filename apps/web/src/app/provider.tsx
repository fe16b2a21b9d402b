import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { CartProvider } from '../features/cart/components/cart-provider';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session/session-provider';

/** App-wide state: server cache, toasts, the session and the cart (which reads the session). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <SessionProvider>
          <CartProvider>{children}</CartProvider>
        </SessionProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
