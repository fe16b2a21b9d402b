import { describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/test-product';
import { addToCart } from './cart-operations';
import { productToCartLine } from './product-to-cart-line';

const kurti = testProduct({
  _id: 'k1',
  title: 'Indigo Anarkali Kurti',
  sizes: ['S', 'M'],
  stockBySize: { S: 1, M: 3 },
  pricesBySize: { S: 1199, M: 1299 },
  price: 1299,
  stock: 4,
  images: ['/uploads/k1-front.jpg', '/uploads/k1-back.jpg'],
});

describe('productToCartLine', () => {
  it("carries the chosen size's price, the first image and the stock of every size", () => {
    expect(productToCartLine(kurti, 'S', 2)).toEqual({
      id: 'k1',
      _id: 'k1',
      title: 'Indigo Anarkali Kurti',
      image: '/uploads/k1-front.jpg',
      price: 1199,
      selectedSize: 'S',
      quantity: 2,
      stockBySize: { S: 1, M: 3 },
    });
  });

  it('carries the name of a second option (the line reads "Size: M · Colour: Red"); a size-only line has none', () => {
    const colours = testProduct({
      _id: 'c1',
      sizes: ['M / Red', 'M / Blue'],
      stockBySize: { 'M / Red': 1, 'M / Blue': 4 },
      option2Name: 'Colour',
    });
    expect(productToCartLine(colours, 'M / Red', 1)).toMatchObject({ selectedSize: 'M / Red', option2Name: 'Colour' });
    expect(productToCartLine(kurti, 'M', 1)).not.toHaveProperty('option2Name');
  });

  it('carries the Hindi title of a product that has one; a product without keeps the shape it had', () => {
    const hindi = testProduct({ _id: 'h1', title: 'Indigo Kurti', hindi: { title: 'इंडिगो कुर्ती', description: '' } });
    expect(productToCartLine(hindi, 'M', 1)).toMatchObject({ title: 'Indigo Kurti', hindiTitle: 'इंडिगो कुर्ती' });
    expect(productToCartLine(kurti, 'M', 1)).not.toHaveProperty('hindiTitle');
  });

  it.each([
    ['M / Red', '/uploads/c1-red.jpg'],
    ['M / Blue', '/uploads/c1-blue-back.jpg'],
    ['M / Green', '/uploads/c1-all.jpg'],
  ])("shows the picked value's first photo: %s → %s (a value without photos: the product's first)", (key, image) => {
    const colours = testProduct({
      _id: 'c1',
      sizes: ['M / Red', 'M / Blue', 'M / Green'],
      stockBySize: { 'M / Red': 1, 'M / Blue': 4, 'M / Green': 2 },
      option2Name: 'Colour',
      images: ['/uploads/c1-all.jpg', '/uploads/c1-red.jpg', '/uploads/c1-blue-back.jpg'],
      photosByOption: { Red: [1], Blue: [2, 0] },
    });
    expect(productToCartLine(colours, key, 1).image).toBe(image);
  });

  it("gives a product without sizes the 'default' size and its own price", () => {
    const dupatta = testProduct({ _id: 'd1', price: 899, stock: 5, images: [] });
    expect(productToCartLine(dupatta, null, 1)).toMatchObject({
      selectedSize: 'default',
      price: 899,
      image: undefined,
      stockBySize: { default: 5 },
    });
  });

  it('is a line the cart takes as it is', () => {
    const line = productToCartLine(kurti, 'M', 3);
    const added = addToCart([], line);
    expect(added).toMatchObject({ ok: true, cart: [line] });
  });
});
