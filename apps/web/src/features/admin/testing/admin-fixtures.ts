import { DEFAULT_CATEGORIES } from '@vastra/domain/catalog';
import { AuditEntry, Staff } from '@vastra/domain/api';
import { permissionsOf } from '@vastra/domain/back-office';

/** A member of staff as GET /api/admin/auth/me answers, parsed by the contract's schema. */
export function staffFixture(overrides: Partial<Staff> = {}): Staff {
  return Staff.parse({
    id: 's-owner',
    fullName: 'Meera Owner',
    phone: '+919876500001',
    role: 'owner',
    status: 'active',
    createdAt: '2026-11-01T04:30:00.000Z',
    permissions: permissionsOf(overrides.role ?? 'owner'),
    ...overrides,
  });
}

/** One audit log entry, parsed by the contract's schema. */
export function auditEntryFixture(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return AuditEntry.parse({
    id: 'a1',
    staffId: 's-owner',
    staffName: 'Meera Owner',
    action: 'staff.role_change',
    targetType: 'staff',
    targetId: 's-ravi',
    targetLabel: null,
    before: { role: 'manager', fullName: 'Ravi Kumar' },
    after: { role: 'owner', fullName: 'Ravi Kumar' },
    at: '2026-11-23T06:15:00.000Z',
    ...overrides,
  });
}

/** The Hindi names migration 0047 gives the seed's five (docs/decisions/172-category-names-in-hindi.md). */
const HINDI_NAMES: Record<string, string> = {
  kurti: 'कुर्ती',
  suits: 'सूट',
  't-shirt': 'टी-शर्ट',
  saree: 'साड़ी',
  shorts: 'शॉर्ट्स',
};

/** GET /api/admin/categories as a new shop answers it: the seed's five (docs/decisions/097-categories.md). */
export const categoriesFixture = {
  categories: DEFAULT_CATEGORIES.map((c, position) => ({
    slug: c.slug,
    name: c.name,
    hindiName: HINDI_NAMES[c.slug] ?? '',
    position,
    hidden: false,
    image: null,
    hsn: c.hsn,
    sizes: c.sizes,
    sizeGuide: c.sizeGuide,
    productCount: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  })),
};
