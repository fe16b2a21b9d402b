import { HomeResponse, ProductResponse, Review, ReviewSummaryResponse, ShopConfig, User } from '@vastra/domain/api';
import type { CartItemInput } from '@vastra/domain/cart';

// Every fixture is parsed by the domain's contract, so it can never drift from what the API sends.

export const shopConfigFixture = ShopConfig.parse({
  name: 'Vastra',
  supportEmail: 'care@vastra.in',
  supportPhoneMasked: '+91 98XXXXXX10',
  socialUrl: 'https://instagram.com/vastra',
  logoUrl: null,
  identity: { provider: 'local' },
  payment: { provider: 'sandbox' },
  shipping: { provider: 'shiprocket' },
});

export function userFixture(overrides: Partial<User> = {}): User {
  return User.parse({
    _id: 'u1',
    fullName: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+919876543210',
    cart: [],
    ...overrides,
  });
}

/** A kurti with M (3 left), L (sold out) and S (1 left). */
export function productFixture(overrides: Partial<ProductResponse> = {}): ProductResponse {
  return ProductResponse.parse({
    _id: 'k1',
    title: 'Indigo Anarkali Kurti',
    description: 'Hand-block printed cotton with a flared hem.',
    category: 'kurti',
    sizes: ['M', 'L', 'S'],
    stockBySize: { M: 3, L: 0, S: 1 },
    pricesBySize: { M: 1299, L: 1299, S: 1199 },
    originalPricesBySize: { M: 1999, L: 1999, S: 1999 },
    price: 1299,
    originalPrice: 1999,
    stock: 4,
    images: ['/uploads/k1-front.jpg', '/uploads/k1-back.jpg'],
    ...overrides,
  });
}

/** What GET /api/client/home answers: nothing at all unless given (every section empty). */
export function homeFixture(overrides: Partial<HomeResponse> = {}): HomeResponse {
  return HomeResponse.parse({
    heroImages: [],
    categoryCovers: [],
    newArrivals: [],
    favourites: [],
    previews: [],
    ...overrides,
  });
}

/** What GET /api/reviews/{productId}/summary answers: no reviews unless given. */
export function reviewSummaryFixture(overrides: Partial<ReviewSummaryResponse> = {}): ReviewSummaryResponse {
  return ReviewSummaryResponse.parse({
    average: 0,
    count: 0,
    distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    ...overrides,
  });
}

export function reviewFixture(overrides: Partial<Review> = {}): Review {
  return Review.parse({
    _id: 'r1',
    user: { name: 'Meera' },
    rating: 4,
    comment: 'Lovely fabric and the fit is true to size.',
    createdAt: '2026-03-14T06:30:00.000Z',
    ...overrides,
  });
}

/** A stored cart line (docs/rules/cart.md#data) for local storage or user.cart. */
export function cartLineFixture(overrides: Partial<CartItemInput> = {}) {
  return {
    id: 'k1',
    _id: 'k1',
    title: 'Indigo Anarkali Kurti',
    image: '/uploads/k1-front.jpg',
    price: 1299,
    selectedSize: 'M',
    quantity: 1,
    stockBySize: { M: 3, L: 0, S: 1 },
    ...overrides,
  };
}
