import type { AdminImage } from '@vastra/domain/api';
import { Controller, useWatch, type Control } from 'react-hook-form';
import type { ProductBody, ProductFormValues } from './product-form-values';

/**
 * Photos per second value (docs/decisions/099-variant-options.md): for each value the rows have ("Red"), the
 * product's photos to tick; the shop shows a value's ticked photos when it is picked, all of them when none is.
 */
export function OptionPhotos({
  control,
  images,
  option2Name,
}: {
  control: Control<ProductFormValues, unknown, ProductBody>;
  images: readonly AdminImage[];
  option2Name: string;
}) {
  const rows = useWatch({ control, name: 'variants' });
  const values = [...new Set(rows.map((v) => v.option2.trim()).filter(Boolean))];
  if (images.length === 0 || values.length === 0) return null;
  return (
    <Controller
      control={control}
      name="imagesByOption"
      render={({ field }) => (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-base font-semibold text-ink">{`Photos per ${option2Name.toLowerCase()}`}</legend>
          {values.map((value) => {
            const ticked = Object.hasOwn(field.value, value) ? (field.value[value] ?? []) : [];
            return (
              <fieldset key={value} className="flex flex-col gap-2">
                <legend className="text-sm font-medium text-ink">{value}</legend>
                <div className="flex flex-wrap gap-3">
                  {images.map((image, at) => (
                    <label key={image.id} className="flex items-center gap-2 text-sm text-ink">
                      <input
                        type="checkbox"
                        className="size-5 accent-accent"
                        checked={ticked.includes(image.url)}
                        onChange={(event) => {
                          const next = event.target.checked
                            ? images.map((i) => i.url).filter((url) => url === image.url || ticked.includes(url))
                            : ticked.filter((url) => url !== image.url);
                          field.onChange({ ...field.value, [value]: next });
                        }}
                      />
                      <img src={image.url} alt="" className="size-12 rounded-lg object-cover" />
                      {`Photo ${at + 1} for ${value}`}
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </fieldset>
      )}
    />
  );
}
