import { SavedAddress } from '@vastra/domain/api';

/** A saved address as GET /api/addresses answers it (parsed by the domain schema). */
export function savedAddressFixture(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return SavedAddress.parse({
    id: 'addr-1',
    label: 'Home',
    firstName: 'Asha',
    lastName: 'Verma',
    phone: '9876543210',
    email: 'asha@example.com',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560001',
    isDefault: true,
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  });
}
