/**
 * A read kept until the catalogue's snapshot changes (`epoch()` answers a new object after any change announced in
 * any process): for small lists every page asks for, such as the menu's collections and the categories' names of GET
 * /api/shop-config. A failed read is not kept: the next call reads again.
 */
export function keptPerSnapshot<T>(catalog: { epoch(): Promise<object> }, read: () => Promise<T>): () => Promise<T> {
  let held: { epoch: object; value: Promise<T> } | null = null;
  return async () => {
    const epoch = await catalog.epoch();
    if (held?.epoch !== epoch) {
      const made = { epoch, value: read() };
      held = made;
      made.value.catch(() => held === made && (held = null));
    }
    return held.value;
  };
}
