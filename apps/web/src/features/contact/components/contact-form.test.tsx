import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { shopConfigFixture } from '../../../testing/shopper-fixtures';

afterEach(() => vi.unstubAllGlobals());

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('/contact (docs/rules/contact.md#screen, docs/rules/contact.md#behaviour)', () => {
  it('marks name, email and message required with browser validation off', async () => {
    renderRoute('/contact');
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    expect(form).toHaveAttribute('novalidate');
    for (const name of ['Name', 'Email', 'Message']) expect(field(name)).toBeRequired();
  });

  it('shows email support, the masked phone, the reply time and the social link', async () => {
    renderRoute('/contact');
    const support = within(await screen.findByRole('complementary', { name: 'Customer care' }));
    expect(await support.findByRole('link', { name: 'care@vastra.in' })).toHaveAttribute(
      'href',
      'mailto:care@vastra.in',
    );
    expect(support.getByText('+91 98XXXXXX10')).toBeInTheDocument();
    expect(support.getByText('Typically replies within 2–4 hours')).toBeInTheDocument();
    expect(support.getByRole('link', { name: /instagram\.com\/vastra/ })).toHaveAttribute(
      'href',
      'https://instagram.com/vastra',
    );
  });

  it('shows no social card, on the page or in the footer, when the shop names no social page', async () => {
    renderRoute('/contact', { routes: { 'GET /api/shop-config': [200, { ...shopConfigFixture, socialUrl: '' }] } });
    const support = within(await screen.findByRole('complementary', { name: 'Customer care' }));
    expect(await support.findByRole('link', { name: 'care@vastra.in' })).toBeInTheDocument();
    expect(support.queryByText('Follow us')).not.toBeInTheDocument();
    // The footer is drawn (its policy links are there) without 'Follow us on …'.
    expect(await screen.findByRole('link', { name: 'Grievance officer' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /instagram/i })).not.toBeInTheDocument();
  });

  it("sends the message, says '✅ Message sent successfully!' and clears the form", async () => {
    const user = userEvent.setup();
    const { api } = renderRoute('/contact', {
      routes: { 'POST /api/contact': [201, { message: 'Message received' }] },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Asha');
    await user.type(field('Email'), 'asha@example.com');
    await user.type(field('Message'), 'Do you ship to Pune?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('✅ Message sent successfully!')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(api.callsTo('POST /api/contact')[0]?.body).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      message: 'Do you ship to Pune?',
    });
  });

  it(
    "sends even an empty form (nothing enforced on the client) and says '❌ " +
      "Failed to send message. Please try again.'",
    async () => {
      const user = userEvent.setup();
      const { api } = renderRoute('/contact', {
        routes: {
          'POST /api/contact': [400, { message: 'Please enter your name.', error: 'Please enter your name.' }],
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Send Message' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('❌ Failed to send message. Please try again.');
      expect(api.callsTo('POST /api/contact')).toHaveLength(1);
    },
  );
});
