import type { RazorpayConstructor } from './razorpay';

const pending = new Map<string, Promise<void>>();

function inject(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`The payment script could not be loaded from ${src}`));
    };
    document.head.appendChild(script);
  });
}

/**
 * Loads the card gateway's checkout script on demand (docs/rules/api.md#endpoints), once: later calls reuse the loaded
 * `window.Razorpay`, and a failed load may be tried again on the next attempt.
 */
export async function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  if (!window.Razorpay) {
    let loading = pending.get(src);
    if (!loading) {
      loading = inject(src);
      pending.set(src, loading);
      void loading.catch(() => pending.delete(src));
    }
    await loading;
  }
  if (!window.Razorpay) throw new Error('The payment script did not define window.Razorpay');
  return window.Razorpay;
}
