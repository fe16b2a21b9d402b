import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it.each([
    ['danger', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
  ] as const)('a %s message is announced as role=%s', (tone, role) => {
    render(<Alert tone={tone}>Saved.</Alert>);
    expect(screen.getByRole(role)).toHaveTextContent('Saved.');
  });

  it('keeps the element, id, focusability and an explicit role it is given', () => {
    render(
      <Alert as="div" id="checkout-alert" tabIndex={-1} role="status" look="panel">
        Could not load.
      </Alert>,
    );
    const alert = screen.getByRole('status');
    expect(alert.tagName).toBe('DIV');
    expect(alert).toHaveAttribute('id', 'checkout-alert');
    expect(alert).toHaveAttribute('tabindex', '-1');
  });

  it('draws each look in the tone colour', () => {
    render(
      <>
        <Alert look="text">Pick a size.</Alert>
        <Alert tone="success" look="box">
          Thanks!
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveClass('text-sm', 'font-medium', 'text-danger');
    expect(screen.getByRole('status')).toHaveClass('rounded-xl', 'bg-success/10', 'text-success');
  });
});
