/** Placeholder screen: built by a later issue. */
export function Component() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="font-display text-3xl">Contact</h1>
    </section>
  );
}
