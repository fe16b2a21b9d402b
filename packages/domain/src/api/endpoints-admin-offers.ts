import { AdminOffer, AdminOffersQuery, AdminOffersResponse, OfferBody } from './admin-offers';
import { IdParams } from './common';
import type { Endpoint } from './endpoint';

// Slice offers-api.
/** The owner's coupons and automatic offers (permission `offers`, owner only); each change is audited. */
export const ADMIN_OFFER_ENDPOINTS = {
  adminOffers: {
    method: 'GET',
    path: '/api/admin/offers',
    auth: { staff: 'offers' },
    tags: ['admin'],
    summary: 'Every offer, newest first, with its state now and its figures (uses, discount given, sales)',
    query: AdminOffersQuery,
    response: AdminOffersResponse,
    errors: [],
  },
  adminOffer: {
    method: 'GET',
    path: '/api/admin/offers/:id',
    auth: { staff: 'offers' },
    tags: ['admin'],
    summary: 'One offer with its state now and its figures',
    params: IdParams,
    response: AdminOffer,
    errors: ['not_found'],
  },
  adminCreateOffer: {
    method: 'POST',
    path: '/api/admin/offers',
    auth: { staff: 'offers' },
    tags: ['admin'],
    summary: 'Creates a coupon or an automatic offer (the server makes its id; audited offer.create)',
    body: OfferBody,
    response: AdminOffer,
    status: 201,
    errors: ['offer_code_taken'],
  },
  adminUpdateOffer: {
    method: 'PATCH',
    path: '/api/admin/offers/:id',
    auth: { staff: 'offers' },
    tags: ['admin'],
    summary:
      "Replaces an offer's definition (terms, window, limits, label) with the one sent, of the same kind (audited)",
    params: IdParams,
    body: OfferBody,
    response: AdminOffer,
    errors: ['not_found', 'offer_code_taken', 'offer_code_used', 'offer_uses_below_taken', 'offer_kind_fixed'],
  },
  adminPauseOffer: {
    method: 'POST',
    path: '/api/admin/offers/:id/pause',
    auth: { staff: 'offers' },
    tags: ['admin'],
    summary: 'Pauses an offer: not applied until resumed (audited)',
    params: IdParams,
    response: AdminOffer,
    errors: ['not_found', 'offer_ended'],
  },
  adminResumeOffer: {
    method: 'POST',
    path: '/api/admin/offers/:id/resume',
    auth: { staff: 'offers' },
    tags: ['admin'],
    summary: 'Resumes a paused offer; an ended one cannot resume (audited)',
    params: IdParams,
    response: AdminOffer,
    errors: ['not_found', 'offer_ended', 'action_not_allowed'],
  },
  adminEndOffer: {
    method: 'POST',
    path: '/api/admin/offers/:id/end',
    auth: { staff: 'offers' },
    tags: ['admin'],
    summary: 'Ends an offer now (its end becomes now; audited)',
    params: IdParams,
    response: AdminOffer,
    errors: ['not_found', 'offer_ended'],
  },
} as const satisfies Record<string, Endpoint>;
