import { useEffect } from 'react';

/** Tells the page whether a form is busy, so the tabs are disabled meanwhile (docs/rules/sign-in.md#screen). */
export function useReportBusy(busy: boolean, onBusyChange: (busy: boolean) => void): void {
  useEffect(() => {
    onBusyChange(busy);
  }, [busy, onBusyChange]);
  useEffect(() => () => onBusyChange(false), [onBusyChange]);
}
