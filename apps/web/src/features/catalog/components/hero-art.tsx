import { useId } from 'react';
import { Photo } from '../../../components/ui/product-photo';

/**
 * The look of each hero slide (docs/rules/README.md#the-shop: each slide has an image), keyed by the domain's slide id.
 */
export const HERO_THEMES: Record<
  string,
  { panel: string; text: string; sub: string; button: string; arch: string; motif: string; dot: string }
> = {
  'big-deals': {
    panel: 'bg-accent',
    text: 'text-paper',
    sub: 'text-paper/85',
    button: 'bg-paper text-ink hover:bg-sand',
    arch: 'from-[#c9633b] to-[#7d2f14]',
    motif: '#f3c6a5',
    dot: 'bg-paper',
  },
  'new-arrivals': {
    panel: 'bg-ink',
    text: 'text-paper',
    sub: 'text-paper/80',
    button: 'bg-paper text-ink hover:bg-sand',
    arch: 'from-[#3a302a] to-[#15110f]',
    motif: '#c8922f',
    dot: 'bg-paper',
  },
  'limited-offer': {
    panel: 'bg-[#ecdfcf]',
    text: 'text-ink',
    sub: 'text-ink/75',
    button: 'bg-ink text-paper hover:bg-accent-dark',
    arch: 'from-[#d9c2a6] to-[#b98d63]',
    motif: '#a8431f',
    dot: 'bg-ink',
  },
};

type HeroTheme = (typeof HERO_THEMES)[string];
const THEME_ORDER = ['big-deals', 'new-arrivals', 'limited-offer'] as const;

/**
 * A slide's look: the default slides keep theirs (by id); the owner's slides take the three in turn by position
 * (docs/decisions/094-home-content.md).
 */
export function themeOf(id: string, position: number): HeroTheme {
  const key = THEME_ORDER[position % THEME_ORDER.length] ?? 'big-deals';
  return (HERO_THEMES[id] ?? HERO_THEMES[key]) as HeroTheme;
}

/** A block-print motif (a small eight-petal flower between dots) repeated over the slide, drawn inline. */
export function HeroPattern({ color }: { color: string }) {
  const id = useId();
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 size-full opacity-[0.16]"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <pattern id={id} width="56" height="56" patternUnits="userSpaceOnUse">
          <g fill="none" stroke={color} strokeWidth="1.2">
            <circle cx="28" cy="28" r="3" fill={color} />
            {[0, 45, 90, 135, 180, 225, 270, 315].map((deg) => (
              <ellipse key={deg} cx="28" cy="20" rx="3" ry="6.5" transform={`rotate(${deg} 28 28)`} />
            ))}
          </g>
          <circle cx="0" cy="0" r="1.6" fill={color} />
          <circle cx="56" cy="0" r="1.6" fill={color} />
          <circle cx="0" cy="56" r="1.6" fill={color} />
          <circle cx="56" cy="56" r="1.6" fill={color} />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}

/** An arch-topped frame (a jharokha window) holding a product photo, or a soft gradient without one. */
export function ArchFrame({
  src,
  gradient,
  className,
  eager,
  sizes,
}: {
  src?: string;
  /** How wide the frame is drawn at each viewport, for an uploaded photo's widths. */
  sizes: string;
  gradient: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <div
      className={
        `overflow-hidden rounded-t-full border-4 border-paper/90 ` +
        `bg-gradient-to-b shadow-2xl ${gradient} ${className ?? ''}`
      }
    >
      {src && (
        <Photo
          src={src}
          alt=""
          width={320}
          height={400}
          sizes={sizes}
          loading={eager ? 'eager' : 'lazy'}
          // The first slide's photos are the page's largest paint (LCP): fetched first.
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className="animate-fade-in size-full object-cover"
        />
      )}
    </div>
  );
}
