import { describe, expect, it } from 'vitest';
import { normalizeCart } from '../cart';
import { testProduct } from '../catalog/test-product';
import { productToCartLine } from '../cart/product-to-cart-line';
import { CartItemResponse } from './auth';
import { cartLineToOrderItem, storedOrderItemToResponse } from './order-items';
import { OrderItemInput } from './order-request';
import { OrderItemResponse } from './order-response';

const kurtiLine = {
  id: 'k1',
  _id: 'k1',
  title: 'Indigo Anarkali Kurti',
  image: '/uploads/k1-front.jpg',
  price: 1299,
  selectedSize: 'L',
  quantity: 2,
  stockBySize: { L: 3 },
};

describe('cartLineToOrderItem', () => {
  it('sends the product id, title, size, quantity and unit price in rupees', () => {
    const item = cartLineToOrderItem(kurtiLine);
    expect(item).toEqual({ productId: 'k1', title: 'Indigo Anarkali Kurti', size: 'L', quantity: 2, price: 1299 });
    expect(OrderItemInput.parse(item)).toEqual(item);
  });

  it("sends 'M' for a line without a real size and '' for a line without a title", () => {
    const line = { ...kurtiLine, title: undefined, selectedSize: 'default' };
    expect(cartLineToOrderItem(line)).toMatchObject({ title: '', size: 'M' });
  });

  it('takes the product page line of a Buy Now as it takes a cart line', () => {
    const dupatta = testProduct({ _id: 'd1', title: 'Kota Doria Dupatta', price: 899, stock: 5 });
    expect(cartLineToOrderItem(productToCartLine(dupatta, null, 1))).toEqual({
      productId: 'd1',
      title: 'Kota Doria Dupatta',
      size: 'M',
      quantity: 1,
      price: 899,
    });
  });

  it('reads a cart saved in the browser by an earlier version of the shop: _id only, numbers as text', () => {
    // As shoppers' localStorage may still hold it: no `id`, price and quantity as text, no size, extra fields.
    const stored = '[{"_id":"k1","title":"Indigo Anarkali Kurti","price":"1299","quantity":"2","color":"indigo"}]';
    const [line] = normalizeCart(JSON.parse(stored));
    expect(line).toMatchObject({ id: 'k1', _id: 'k1', price: 1299, quantity: 2, selectedSize: 'default' });
    expect(line && cartLineToOrderItem(line)).toEqual({
      productId: 'k1',
      title: 'Indigo Anarkali Kurti',
      size: 'M',
      quantity: 2,
      price: 1299,
    });
  });
});

describe('CartItemResponse', () => {
  it('describes the browser cart line as the server reads and stores it (the two stay in step)', () => {
    const [line] = normalizeCart([{ ...kurtiLine, id: undefined, color: 'indigo' }]);
    expect(CartItemResponse.parse(line)).toEqual(line);
  });
});

describe('storedOrderItemToResponse', () => {
  it('answers the stored line under the API names, its unit price in rupees', () => {
    const response = storedOrderItemToResponse({
      id: 'i1',
      productId: 'k1',
      title: 'Indigo Anarkali Kurti',
      image: '/uploads/k1-front.jpg',
      size: 'L',
      quantity: 2,
      unitPricePaise: 129_950,
    });
    expect(response).toEqual({
      _id: 'i1',
      productId: 'k1',
      title: 'Indigo Anarkali Kurti',
      image: '/uploads/k1-front.jpg',
      size: 'L',
      quantity: 2,
      price: 1299.5,
    });
    expect(OrderItemResponse.parse(response)).toEqual(response);
  });

  it('answers the Hindi title it kept as hindiTitle, and nothing for one kept empty (decision 183)', () => {
    const line = {
      id: 'i1',
      productId: 's1',
      title: 'Banarasi Silk Saree',
      image: null,
      size: 'Free',
      quantity: 1,
      unitPricePaise: 399_900,
    };
    const hindi = storedOrderItemToResponse({ ...line, titleHi: 'बनारसी सिल्क साड़ी' });
    expect(hindi).toMatchObject({ title: 'Banarasi Silk Saree', hindiTitle: 'बनारसी सिल्क साड़ी' });
    expect(OrderItemResponse.parse(hindi)).toEqual(hindi);
    expect(storedOrderItemToResponse({ ...line, titleHi: '' })).not.toHaveProperty('hindiTitle');
  });
});
