export type HeroSlide = {
  readonly id: string;
  readonly headline: string;
  readonly subText: string;
  /** The headline and sub-text in Hindi (docs/decisions/173-owner-texts-in-hindi.md). */
  readonly headlineHi: string;
  readonly subTextHi: string;
};

/**
 * docs/rules/README.md#the-shop, docs/rules/catalogue.md#home: three slides, each with a headline and sub-text (the
 * image is the web's asset, keyed by id). Sub-texts keep the spec's words, in sentence case.
 */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    id: 'big-deals',
    headline: 'Big Deals on Top Brands!',
    subText: 'Up to 70% off on clothing and accessories',
    headlineHi: 'टॉप ब्रैंड्स पर बड़ी डील्स!',
    subTextHi: 'कपड़ों और एक्सेसरीज़ पर 70% तक की छूट',
  },
  {
    id: 'new-arrivals',
    headline: 'New Arrivals Just Dropped',
    subText: 'Fresh styles for your wardrobe',
    headlineHi: 'नए स्टाइल आ गए हैं',
    subTextHi: 'आपके वॉर्डरोब के लिए ताज़ा स्टाइल',
  },
  {
    id: 'limited-offer',
    headline: 'Limited Time Offer',
    subText: "Grab your favorites before they're gone",
    headlineHi: 'सीमित समय का ऑफ़र',
    subTextHi: 'ख़त्म होने से पहले अपनी पसंद चुन लें',
  },
];

/**
 * The spec's slides that promise nothing the shop may not have: 'Big Deals on Top Brands!' claims up to 70% off and
 * 'Limited Time Offer' a deadline, which a live shop may show only when they are true (misleading advertising; false
 * urgency is a dark pattern). A production shop's home starts with these alone
 * (docs/decisions/160-production-starts-without-the-seed.md).
 */
export const CLAIM_FREE_SLIDE_IDS: readonly string[] = ['new-arrivals'];

/** The slide after `current`, wrapping around to the first (docs/rules/ui.md#slider-and-popup). */
export function nextSlideIndex(current: number, count: number = HERO_SLIDES.length): number {
  if (count <= 0) return 0;
  const index = Number.isInteger(current) ? current : 0;
  return (((index + 1) % count) + count) % count;
}
