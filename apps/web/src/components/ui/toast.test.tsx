import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIFETIME_MS } from '../../config/ui-timings';
import { ToastProvider, useToast } from './toast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Login successful')}>
        ok
      </button>
      <button type="button" onClick={() => toast.error('Login failed')}>
        bad
      </button>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('shows success as a status and errors as an alert, each gone after 3.5 s', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'ok' }).click());
    act(() => screen.getByRole('button', { name: 'bad' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Login successful');
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
    act(() => {
      vi.advanceTimersByTime(TOAST_LIFETIME_MS - 1);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes away on click', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'ok' }).click());
    act(() => screen.getByRole('button', { name: /Login successful/ }).click());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('a toast with an action', () => {
  function WithAction({ onUndo }: { onUndo: () => void }) {
    const toast = useToast();
    return (
      <button
        type="button"
        onClick={() => toast.success('Product archived', { action: { label: 'Undo', onAction: onUndo } })}
      >
        archive
      </button>
    );
  }

  it('runs the action once and goes away; Dismiss closes it without the action', () => {
    const onUndo = vi.fn();
    render(
      <ToastProvider>
        <WithAction onUndo={onUndo} />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'archive' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Product archived');
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'archive' }).click());
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
