import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField, TextAreaField, TextField } from './field';

describe('TextField', () => {
  it('is named by its label and passes its attributes and ref to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Email" name="email" type="email" autoComplete="email" defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBe(ref.current);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'asha@example.com');
    expect(input).toHaveValue('asha@example.com');
  });

  it('shows its message under it, announced, and is invalid and described by it', () => {
    render(
      <TextField label="PIN code" value="1234" onChange={() => {}} error="Please enter a valid 6-digit PIN code." />,
    );
    const input = screen.getByRole('textbox', { name: 'PIN code' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 6-digit PIN code.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid 6-digit PIN code.');
  });

  it("points at a message shown elsewhere (the form's one alert) and reads its hint after it", () => {
    render(
      <>
        <TextField label="Password" type="password" hint="At least 8 characters" errorId="form-alert" />
        <p id="form-alert">Password must be at least 8 characters</p>
      </>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password must be at least 8 characters At least 8 characters');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses the id it is given, so a form can focus the field in error', () => {
    render(<TextField id="billing-firstName" label="First name" />);
    expect(document.getElementById('billing-firstName')).toBe(screen.getByRole('textbox', { name: 'First name' }));
  });

  it("marks a required field with a star that is not read out, an optional one '(optional)'", () => {
    render(
      <>
        <TextField label="First name" required />
        <TextField label="Notes" optional />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    // jsdom joins the label's parts without the space a browser keeps ('Notes (optional)').
    expect(screen.getByRole('textbox', { name: /^Notes ?\(optional\)$/ })).not.toBeRequired();
  });

  it('keeps a prefix out of the accessible name and makes a fixed value read-only', () => {
    render(
      <>
        <TextField label="Phone" prefix="+91" />
        <TextField label="Country" value="India" fixed />
      </>,
    );
    expect(screen.getByText('+91')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveAttribute('readonly');
  });
});

describe('TextAreaField', () => {
  it('is a labelled textarea with its message announced and wired', () => {
    render(
      <TextAreaField
        label="Your review"
        rows={4}
        value="ok"
        onChange={() => {}}
        error="Please write a short review (at least 5 characters)."
      />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Your review' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '4');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Please write a short review (at least 5 characters).');
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a short review (at least 5 characters).');
  });
});

describe('SelectField', () => {
  it('is a labelled select of its options', async () => {
    render(
      <SelectField label="Rating" defaultValue="5">
        <option value="5">5 stars</option>
        <option value="1">1 star</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Rating' });
    await userEvent.selectOptions(select, '1');
    expect(select).toHaveValue('1');
  });
});
