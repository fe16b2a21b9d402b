import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_MESSAGES as M, PRODUCT_DESCRIPTION_MAX, PRODUCT_TITLE_MAX } from '../back-office';
import { CreateProductBody, UpdateProductBody } from './admin';

// A product's Hindi title and description in the back office's product bodies (docs/decisions/136-hindi-storefront.md).

const create = {
  title: 'Cotton Kurti',
  category: 'kurti',
  variants: [{ size: 'M', pricePaise: 79_900, originalPricePaise: null, stock: 1 }],
};

describe('CreateProductBody and UpdateProductBody: the Hindi title and description', () => {
  it('default to none on create, and are left out of an update that does not name them', () => {
    expect(CreateProductBody.parse(create)).toMatchObject({ titleHi: '', descriptionHi: '' });
    expect(UpdateProductBody.parse({ title: 'Kurti' })).not.toHaveProperty('titleHi');
  });

  it('are trimmed, may be empty, and are kept composed (a nukta typed as one character becomes two)', () => {
    const body = CreateProductBody.parse({ ...create, titleHi: '  सूती कुर्ती ', descriptionHi: ' ' });
    expect(body).toMatchObject({ titleHi: 'सूती कुर्ती', descriptionHi: '' });
    expect(UpdateProductBody.parse({ titleHi: 'सा\u095cी' }).titleHi).toBe('सा\u0921\u093cी');
    expect(UpdateProductBody.parse({ titleHi: '', descriptionHi: '' })).toEqual({ titleHi: '', descriptionHi: '' });
  });

  it.each([
    ['titleHi', 'क'.repeat(PRODUCT_TITLE_MAX + 1), M.titleHiTooLong],
    ['descriptionHi', 'क'.repeat(PRODUCT_DESCRIPTION_MAX + 1), M.descriptionHiTooLong],
    ['titleHi', `${'क'.repeat(PRODUCT_TITLE_MAX)} `, M.titleHiTooLong],
  ])('refuses a %s too long with its own message, counted before trimming', (field, text, message) => {
    for (const schema of [CreateProductBody, UpdateProductBody]) {
      const issues = schema.safeParse({ ...create, [field]: text }).error?.issues;
      expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([[field, message]]);
    }
  });

  it('accept the longest texts', () => {
    const titleHi = 'क'.repeat(PRODUCT_TITLE_MAX);
    const descriptionHi = 'क'.repeat(PRODUCT_DESCRIPTION_MAX);
    expect(UpdateProductBody.parse({ titleHi, descriptionHi })).toEqual({ titleHi, descriptionHi });
  });
});
