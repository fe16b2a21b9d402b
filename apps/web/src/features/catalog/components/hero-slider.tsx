import { nextSlideIndex } from '@vastra/domain/catalog';
import { textsIn } from '@vastra/domain/i18n';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { HERO_SLIDE_INTERVAL_MS } from '../../../config/ui-timings';
import { useI18n } from '../../../lib/i18n';
import { savesData } from '../../../lib/save-data';
import { DEFAULT_SLIDES, type HomeSlideView } from '../api/get-home';
import { ArchFrame, HeroPattern, themeOf } from './hero-art';

export type HeroSliderProps = {
  /** The slides live now, in the owner's order (docs/decisions/094-home-content.md); the defaults if not given. */
  slides?: readonly HomeSlideView[];
  /** Product photos to frame in the slides' arches (two per slide), when the list has loaded. */
  images?: readonly string[];
};

/**
 * docs/rules/catalogue.md#home, docs/rules/catalogue.md#behaviour: the slides (the spec's three unless the owner
 * changed them) advancing every 5 s and wrapping, dots to pick one, Shop Now to the slide's link; it pauses while a
 * mouse hovers it or the keyboard focus is in it, or with the pause button; for a shopper saving data it starts paused.
 * A dot picked by click or tap keeps it playing: the focus that click leaves behind, and the hover a
 * tap leaves behind on a touch screen (no mouseleave until the next tap elsewhere), do not pause it.
 */
/** The browser's "Save data" setting is read once: a change shows on the next page. */
const subscribeNever = () => () => undefined;

export function HeroSlider({ slides = DEFAULT_SLIDES, images = [] }: HeroSliderProps) {
  const { t, language } = useI18n();
  const [picked, setIndex] = useState(0);
  // A new answer with fewer slides (one ended) keeps the index inside them.
  const index = slides.length > 0 ? picked % slides.length : 0;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Playing as the server drew it; a shopper saving data has it paused from hydration on, until she plays it.
  const savingData = useSyncExternalStore(subscribeNever, savesData, () => false);
  const [choice, setChoice] = useState<boolean | null>(null);
  const stopped = choice ?? savingData;
  // Whether the last input was a key (not a press or tap), as browsers decide :focus-visible.
  const keyboard = useRef(false);
  // The last pointer to enter was a finger or pen: the mouse events emulated after a tap are not a hover.
  const touched = useRef(false);
  const paused = hovered || focused || stopped;
  // Dots sit under the panel on phones (ink) and on the panel's bottom-left from lg (panel's tone).
  const dotTone = themeOf(slides[index]?.id ?? '', index).dot === 'bg-ink' ? '' : 'lg:text-paper';

  useEffect(() => {
    const onKey = () => {
      keyboard.current = true;
    };
    const onPress = () => {
      keyboard.current = false;
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('mousedown', onPress, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('mousedown', onPress, true);
    };
  }, []);

  // Each slide, however it was reached, shows for the full interval before the next.
  useEffect(() => {
    if (paused || slides.length < 2) return;
    const timer = window.setTimeout(
      () => setIndex((current) => nextSlideIndex(current % Math.max(slides.length, 1), slides.length)),
      HERO_SLIDE_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [paused, index, slides.length]);

  if (slides.length === 0) return null;
  // One slide (a production shop's first home, or the owner's choice) has nothing to count, pick or pause.
  const several = slides.length > 1;

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={t('Featured offers')}
      onPointerEnter={(event) => {
        touched.current = event.pointerType !== 'mouse';
      }}
      onMouseEnter={() => setHovered(!touched.current)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(keyboard.current)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className="relative isolate sm:mx-4 sm:mt-4 lg:mx-8"
    >
      <div className="grid overflow-hidden sm:rounded-3xl">
        {slides.map((slide, i) => {
          const theme = themeOf(slide.id, i);
          const active = i === index;
          const { headline, subText } = textsIn(
            { headline: slide.headline, subText: slide.subText },
            slide.hindi,
            language,
          );
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('{index} of {total}', { index: i + 1, total: slides.length })}
              aria-hidden={!active}
              inert={!active}
              className={cn(
                'relative col-start-1 row-start-1 flex min-h-[34rem] flex-col ' +
                  'overflow-hidden transition-opacity duration-700 ease-out ' +
                  'sm:min-h-[30rem] lg:min-h-[34rem] lg:flex-row lg:items-center',
                theme.panel,
                active ? 'z-10 opacity-100' : 'z-0 opacity-0',
              )}
            >
              <HeroPattern color={theme.motif} />
              <div
                className={
                  'relative z-10 flex max-w-xl flex-col items-start gap-4 px-6 pt-12 pb-6 ' +
                  'sm:px-10 lg:w-1/2 lg:max-w-none lg:py-16 lg:pl-16'
                }
              >
                {several && (
                  <p
                    className={cn('text-xs font-semibold tracking-[0.25em] uppercase', theme.sub)}
                  >{`0${i + 1} — 0${slides.length}`}</p>
                )}
                <h2 className={cn('font-display text-[2.5rem] leading-[1.05] sm:text-5xl lg:text-6xl', theme.text)}>
                  {headline}
                </h2>
                <p className={cn('max-w-sm text-base sm:text-lg', theme.sub)}>{subText}</p>
                <Link
                  to={slide.link}
                  tabIndex={active ? undefined : -1}
                  className={cn(
                    'mt-2 inline-flex min-h-12 items-center rounded-full px-8 text-sm ' +
                      'font-semibold tracking-wide transition-colors',
                    theme.button,
                  )}
                >
                  {t('Shop Now')}
                </Link>
              </div>
              <div
                aria-hidden="true"
                className={
                  'relative mt-auto flex h-64 items-end justify-center gap-3 px-6 sm:h-72 ' +
                  'lg:mt-0 lg:h-[30rem] lg:w-1/2 lg:gap-5'
                }
              >
                <ArchFrame
                  src={slide.image ?? images[i * 2]}
                  eager={i === 0}
                  sizes="(min-width: 1024px) 240px, (min-width: 640px) 192px, 160px"
                  gradient={theme.arch}
                  className="mb-[-1rem] h-[92%] w-40 sm:w-48 lg:mb-0 lg:h-[88%] lg:w-60"
                />
                <ArchFrame
                  src={images[i * 2 + 1]}
                  eager={i === 0}
                  sizes="(min-width: 1024px) 192px, (min-width: 640px) 160px, 128px"
                  gradient={theme.arch}
                  className="mb-[-1rem] h-[72%] w-32 sm:w-40 lg:mb-0 lg:h-[70%] lg:w-48"
                />
              </div>
            </div>
          );
        })}
      </div>
      {several && (
        <div
          className={cn(
            'relative z-20 mt-2 flex items-center justify-center gap-1 text-ink ' +
              'lg:absolute lg:bottom-6 lg:left-12 lg:mt-0',
            dotTone,
          )}
        >
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              aria-label={t('Go to slide {index}', { index: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
              className="group grid size-8 place-items-center"
            >
              <span
                className={cn(
                  'block h-1.5 rounded-full transition-all duration-300',
                  'bg-current',
                  i === index ? 'w-7' : 'w-1.5 opacity-40 group-hover:opacity-80',
                )}
              />
            </button>
          ))}
          <button
            type="button"
            onClick={() => setChoice(!stopped)}
            aria-label={stopped ? t('Play slides') : t('Pause slides')}
            className="ml-1 grid size-8 place-items-center rounded-full opacity-80 hover:opacity-100"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="currentColor">
              {stopped ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2h3v12H4zM9 2h3v12H9z" />}
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
