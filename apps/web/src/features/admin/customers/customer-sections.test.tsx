import type { AdminCustomerDetail } from '@vastra/domain/api';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomerAddresses } from './customer-sections';

const address = (fields: Partial<AdminCustomerDetail['addresses'][number]['fields']>) => ({
  id: 'a1',
  label: 'Home',
  name: 'Meera Iyer',
  phone: '9812345678',
  line: '7 Residency Road, Bengaluru, Karnataka 560025',
  isDefault: true,
  fields: {
    address: '7 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560025',
    house: '',
    area: '',
    landmark: '',
    altPhone: '',
    ...fields,
  },
});

describe("a customer's saved addresses", () => {
  it('show the details she gave (house, area, landmark, a second phone) in the address', () => {
    render(
      <CustomerAddresses
        addresses={[
          address({ house: 'Flat 2A', area: 'Shanthala Nagar', landmark: 'the park', altPhone: '9812300000' }),
          { ...address({}), id: 'a2', label: '', isDefault: false },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText(/^Flat 2A/)).toHaveTextContent(
      'Flat 2A, 7 Residency Road, Shanthala Nagar, Near the park, Bengaluru, Karnataka 560025',
    );
    expect(within(first as HTMLElement).getByText('9812345678 · 9812300000')).toBeInTheDocument();
    expect(
      within(second as HTMLElement).getByText('7 Residency Road, Bengaluru, Karnataka 560025'),
    ).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('9812345678')).toBeInTheDocument();
  });
});
