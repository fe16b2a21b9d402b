import { ApiErrorBody } from './api-error';
import { ContactBody, ContactFailureResponse, ContactSuccessResponse } from './contact';
import { ProductListResponse, ProductPathParams, ProductResponse } from './products';
import {
  CreateReviewBody,
  CreateReviewResponse,
  ProductIdParams,
  ReviewEligibilityResponse,
  ReviewListResponse,
  ReviewPhotoUploadResponse,
} from './reviews';
import { RETURN_PHOTO_MAX_BYTES } from '../returns';
import type { Endpoint } from './endpoint';

const ContactFailure = ApiErrorBody.extend({
  error: ContactFailureResponse.shape.error.optional().describe('Always present: the same text as message'),
});

/** The catalogue, the contact form and reviews. */
export const SHOP_ENDPOINTS = {
  products: {
    method: 'GET',
    path: '/api/client/products',
    auth: 'none',
    tags: ['catalog'],
    summary: 'The catalogue',
    response: ProductListResponse,
    errors: [],
  },
  product: {
    method: 'GET',
    path: '/api/client/products/:id',
    auth: 'none',
    tags: ['catalog'],
    summary: 'One product',
    params: ProductPathParams,
    response: ProductResponse,
    errors: ['not_found'],
  },
  contact: {
    method: 'POST',
    path: '/api/contact',
    auth: 'none',
    tags: ['contact'],
    summary: 'Send a message to the shop',
    body: ContactBody,
    response: ContactSuccessResponse,
    status: 201,
    errors: ['rate_limited'],
    // The body is checked by the API's contact service with the form's own texts; every failure
    // carries `error` beside `message` (added after the body is written, so optional here).
    answers: { 400: ContactFailure, 429: ContactFailure },
  },
  reviews: {
    method: 'GET',
    path: '/api/reviews/:productId',
    auth: 'none',
    tags: ['reviews'],
    summary: "A product's reviews, newest first",
    params: ProductIdParams,
    response: ReviewListResponse,
    errors: ['not_found'],
  },
  reviewEligibility: {
    method: 'GET',
    path: '/api/reviews/check-eligibility/:productId',
    auth: 'bearer',
    tags: ['reviews'],
    summary: 'Whether the signed-in shopper may review the product (delivered, not yet reviewed)',
    params: ProductIdParams,
    response: ReviewEligibilityResponse,
    errors: ['not_found'],
  },
  createReview: {
    method: 'POST',
    path: '/api/reviews/:productId',
    auth: 'bearer',
    tags: ['reviews'],
    summary: 'Review a delivered product (one review per shopper and product)',
    params: ProductIdParams,
    body: CreateReviewBody,
    response: CreateReviewResponse,
    status: 201,
    errors: ['forbidden', 'not_found', 'conflict', 'unprocessable'],
  },
  uploadReviewPhoto: {
    method: 'POST',
    path: '/api/reviews/:productId/photos',
    auth: 'bearer',
    tags: ['reviews'],
    summary:
      'Stores a photo for my review of a product I may review (multipart/form-data, field `file`; one upload at a ' +
      'time): checked and re-encoded as return photos are (EXIF and GPS removed), shown once on a shown review',
    params: ProductIdParams,
    response: ReviewPhotoUploadResponse,
    status: 201,
    multipart: { maxFileBytes: RETURN_PHOTO_MAX_BYTES, maxFiles: 1 },
    errors: [
      'forbidden',
      'not_found',
      'image_unsupported',
      'image_too_many_pixels',
      'image_bad_shape',
      'payload_too_large',
      'rate_limited',
    ],
  },
} as const satisfies Record<string, Endpoint>;
