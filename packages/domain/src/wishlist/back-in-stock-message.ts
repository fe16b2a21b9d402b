/** The most characters of a product title in the back-in-stock text: a template variable's (DLT_VARIABLE_MAX). */
export const BACK_IN_STOCK_TITLE_MAX = 30;

/**
 * The back-in-stock SMS: the product's title (cut to BACK_IN_STOCK_TITLE_MAX), the size and the product's link, the
 * shop's name last, on one line of plain characters like the order texts (packages/domain/src/notifications).
 */
export function backInStockMessage(
  vars: { title: string; size: string; productId: string },
  shopName: string,
  publicUrl: string,
) {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const title = [...oneLine(vars.title)].slice(0, BACK_IN_STOCK_TITLE_MAX).join('');
  const link = `${publicUrl.replace(/\/+$/, '')}/product/${vars.productId}`;
  return `Good news! ${title} in size ${oneLine(vars.size)} is back in stock. Buy it at ${link} - ${shopName}`;
}
