import type { SQL } from 'drizzle-orm';
import { orderItems, orders } from '../db/schema';
import type { TestApp } from './build-test-app';
import { newProduct, newShopper } from './factories';

type Insert = typeof orders.$inferInsert;
type OrderValues = { [K in keyof Insert]?: Insert[K] | SQL };

/** Orders for the list and export tests, written straight to the tables with what each test needs. */
export async function orderMaker(t: TestApp) {
  const shopper = await newShopper(t);
  const productId = await newProduct(t, 'Listed Kurti', { M: { pricePaise: 49_950, stock: 100 } });
  return async function order(values: OrderValues = {}, quantities: number[] = [1]): Promise<string> {
    const [row] = await t.database.db
      .insert(orders)
      .values({
        userId: shopper.id,
        totalPaise: 149_900,
        paymentMode: 'cod',
        moneyState: 'cod',
        customerName: 'Asha Verma',
        customerEmail: 'asha@example.in',
        customerPhone: '9876543210',
        address: '14 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        ...values,
      })
      .returning({ id: orders.id });
    if (!row) throw new Error('order not inserted');
    if (quantities.length) {
      await t.database.db.insert(orderItems).values(
        quantities.map((quantity, position) => ({
          orderId: row.id,
          productId,
          title: 'Listed Kurti',
          size: 'M',
          quantity,
          unitPricePaise: 49_950,
          position,
        })),
      );
    }
    return row.id;
  };
}
