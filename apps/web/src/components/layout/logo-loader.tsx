import { useI18n } from '../../lib/i18n';
import { BrandMark } from './icons';

/**
 * docs/rules/ui.md#routes: a full-screen brand mark until the first screen's code has loaded. Only an inline SVG and a
 * CSS pulse, so it costs nothing to paint; the page renders underneath it meanwhile.
 */
export function LogoLoader({ visible }: { visible: boolean }) {
  const { t } = useI18n();
  if (!visible) return null;
  return (
    <div role="status" data-testid="logo-loader" className="fixed inset-0 z-[70] grid place-items-center bg-paper">
      <div className="flex flex-col items-center gap-5">
        <BrandMark className="size-16 animate-pulse motion-reduce:animate-none" />
        <span className="block h-0.5 w-24 overflow-hidden rounded-full bg-line">
          <span
            className={
              'block h-full w-1/3 animate-[loader-slide_1.1s_ease-in-out_infinite] ' +
              'rounded-full bg-accent motion-reduce:animate-none'
            }
          />
        </span>
        <span className="sr-only">{t('Loading the shop')}</span>
      </div>
    </div>
  );
}
