import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { Section, Check, Suffix, type OfferFormApi, type OfferTiers } from './offer-form-parts';
import type { OfferFormValues, OfferKindValue } from './offer-form-values';

// The offer form's fields of each kind (offer-form.tsx): a coupon's discount and limits, or one automatic kind's rule.

const MAX_TIERS = 10;
const RUPEES = { prefix: '₹', inputMode: 'decimal' as const, autoComplete: 'off' };
const WHOLE = { inputMode: 'numeric' as const, autoComplete: 'off' };

/** A coupon's discount, and the limits on its use. */
function CouponFields({
  form,
  discountType,
}: {
  form: OfferFormApi;
  discountType: OfferFormValues['discount']['type'];
}) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <>
      <Section title="Discount">
        <SelectField label="Type" {...register('discount.type')}>
          <option value="percent">Percent off</option>
          <option value="flat">Rupees off</option>
        </SelectField>
        {discountType === 'percent' ? (
          <TextField
            label="Percent off"
            suffix={<Suffix>%</Suffix>}
            error={errors.discount?.percent?.message}
            {...WHOLE}
            {...register('discount.percent')}
          />
        ) : (
          <TextField
            label="Amount off"
            error={errors.discount?.amountPaise?.message}
            {...RUPEES}
            {...register('discount.amountPaise')}
          />
        )}
        <TextField
          label="Minimum basket"
          hint="0 for any basket."
          error={errors.minBasketPaise?.message}
          {...RUPEES}
          {...register('minBasketPaise')}
        />
        <TextField
          label="Largest discount"
          optional
          hint="Empty: no cap."
          error={errors.maxDiscountPaise?.message}
          {...RUPEES}
          {...register('maxDiscountPaise')}
        />
      </Section>
      <Section title="Limits">
        <TextField
          label="Total uses"
          optional
          hint="Empty: no limit."
          error={errors.totalUses?.message}
          {...WHOLE}
          {...register('totalUses')}
        />
        <TextField
          label="Uses per shopper"
          optional
          hint="Empty: no limit."
          error={errors.usesPerCustomer?.message}
          {...WHOLE}
          {...register('usesPerCustomer')}
        />
        <SelectField label="Payment" {...register('payment')}>
          <option value="any">Online or cash on delivery</option>
          <option value="prepaid">Prepaid orders only</option>
        </SelectField>
        <Check label="First order only" field={register('firstOrderOnly')} />
        <Check label="Not on items already on sale" field={register('excludeSaleItems')} />
      </Section>
    </>
  );
}

/** Buy X get Y: how many to buy, how many they get, and how cheap those are. */
function BuyXGetYFields({ form, rewardType }: { form: OfferFormApi; rewardType: OfferFormValues['reward']['type'] }) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <Section title="Buy X get Y">
      <TextField label="Pieces to buy" error={errors.buyQuantity?.message} {...WHOLE} {...register('buyQuantity')} />
      <TextField
        label="Pieces they get"
        hint="The cheapest pieces of each group."
        error={errors.getQuantity?.message}
        {...WHOLE}
        {...register('getQuantity')}
      />
      <SelectField label="Those pieces are" {...register('reward.type')}>
        <option value="free">Free</option>
        <option value="percent">A percent off</option>
      </SelectField>
      {rewardType === 'percent' && (
        <TextField
          label="Percent off those pieces"
          suffix={<Suffix>%</Suffix>}
          error={errors.reward?.percent?.message}
          {...WHOLE}
          {...register('reward.percent')}
        />
      )}
    </Section>
  );
}

/** Any N for ₹P. */
function BundleFields({ form }: { form: OfferFormApi }) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <Section title="Any N for ₹P">
      <TextField label="Pieces" error={errors.quantity?.message} {...WHOLE} {...register('quantity')} />
      <TextField
        label="Price of those pieces"
        error={errors.pricePaise?.message}
        {...RUPEES}
        {...register('pricePaise')}
      />
    </Section>
  );
}

/** Tiers of a percent off by basket, at most MAX_TIERS. */
function TieredFields({ form, tiers }: { form: OfferFormApi; tiers: OfferTiers }) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <Section title="Tiers">
      <ol className="flex flex-col gap-4 sm:col-span-2">
        {tiers.fields.map((field, index) => (
          <li key={field.id} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <TextField
              label={`Tier ${index + 1}: basket from`}
              error={errors.tiers?.[index]?.minBasketPaise?.message}
              {...RUPEES}
              {...register(`tiers.${index}.minBasketPaise`)}
            />
            <TextField
              label={`Tier ${index + 1}: percent off`}
              suffix={<Suffix>%</Suffix>}
              error={errors.tiers?.[index]?.percent?.message}
              {...WHOLE}
              {...register(`tiers.${index}.percent`)}
            />
            <Button
              variant="ghost"
              size="sm"
              className="mb-1"
              disabled={tiers.fields.length === 1}
              aria-label={`Remove tier ${index + 1}`}
              onClick={() => tiers.remove(index)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        className="justify-self-start"
        disabled={tiers.fields.length >= MAX_TIERS}
        onClick={() => tiers.append({ minBasketPaise: '', percent: '' })}
      >
        Add a tier
      </Button>
    </Section>
  );
}

/** A percent off for paying online, with an optional cap. */
function PrepaidFields({ form }: { form: OfferFormApi }) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <Section title="Prepaid discount">
      <TextField
        label="Percent off when paying online"
        suffix={<Suffix>%</Suffix>}
        error={errors.percent?.message}
        {...WHOLE}
        {...register('percent')}
      />
      <TextField
        label="Largest discount"
        optional
        hint="Empty: no cap."
        error={errors.maxDiscountPaise?.message}
        {...RUPEES}
        {...register('maxDiscountPaise')}
      />
    </Section>
  );
}

/** Free delivery from a basket. */
function FreeDeliveryFields({ form }: { form: OfferFormApi }) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <Section title="Free delivery">
      <TextField
        label="Basket from"
        hint="0: free delivery on every order."
        error={errors.minBasketPaise?.message}
        {...RUPEES}
        {...register('minBasketPaise')}
      />
    </Section>
  );
}

/** The fields of the offer's kind. */
export function KindFields({
  kind,
  form,
  discountType,
  rewardType,
  tiers,
}: {
  kind: OfferKindValue;
  form: OfferFormApi;
  discountType: OfferFormValues['discount']['type'];
  rewardType: OfferFormValues['reward']['type'];
  tiers: OfferTiers;
}) {
  switch (kind) {
    case 'coupon':
      return <CouponFields form={form} discountType={discountType} />;
    case 'buy-x-get-y':
      return <BuyXGetYFields form={form} rewardType={rewardType} />;
    case 'bundle':
      return <BundleFields form={form} />;
    case 'tiered':
      return <TieredFields form={form} tiers={tiers} />;
    case 'prepaid':
      return <PrepaidFields form={form} />;
    case 'free-delivery':
      return <FreeDeliveryFields form={form} />;
  }
}
