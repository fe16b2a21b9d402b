import { Suspense, useState } from 'react';
import { useI18n } from '../../../../lib/i18n';
import { lazyPart } from '../../../../lib/lazy-part';
import { useSizeGuide } from '../../api/get-size-guide';

// The dialog's code loads when the button is first pressed: /product's first JavaScript stays as it was.
const SizeGuideDialog = lazyPart(() => import('./size-guide-dialog').then((module) => module.default));

/** "Size guide" beside the size picker, when the product's category has a chart (docs/decisions/097-categories.md). */
export function SizeGuideButton({ category }: { category: string }) {
  const { t } = useI18n();
  const guide = useSizeGuide(category);
  const [open, setOpen] = useState(false);
  const data = guide.data;
  if (!data?.sizeGuide) return null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="text-sm font-medium text-ink underline underline-offset-4 hover:text-accent"
      >
        {t('Size guide')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SizeGuideDialog guide={data} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
