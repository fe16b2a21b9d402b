/** The order page's sections as cards: Order Info, Customer, the tax invoice, tracking, returns (one look for all). */
export const SECTION_CARD = 'rounded-[var(--radius-card)] border border-line bg-white/80 p-5 sm:p-6';
