import type { AdminOffer, OfferBodyInput } from '@vastra/domain/api';
import { PRICING_OFFER_SCREEN_MESSAGES as S } from '@vastra/domain/pricing';
import { useId, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { adminPaths } from '../admin-paths';
import { applyOfferApiError } from './offer-api-errors';
import {
  KIND_NAMES,
  OFFER_KINDS,
  emptyOfferValues,
  offerResolver,
  offerValuesOf,
  type OfferFormValues,
  type OfferKindValue,
} from './offer-form-values';
import { useOfferMutations } from './offers-api';
import { useCategories } from '../categories/categories-api';

const MAX_TIERS = 10;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 sm:p-6">
      <legend className="px-1 text-base font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

function Check({ label, hint, field }: { label: string; hint?: string; field: UseFormRegisterReturn }) {
  return <CheckboxField label={label} hint={hint} field={field} className="sm:col-span-2" />;
}

/**
 * The offer form (docs/decisions/078-one-form-pattern.md): a coupon or one automatic kind; the contract's `OfferBody`
 * checks it (offer-form-values.ts), and the server's refusal shows on its field or in the form's Alert.
 */
export function OfferForm({ offer, initialKind }: { offer?: AdminOffer; initialKind?: OfferKindValue }) {
  const { create, update } = useOfferMutations();
  const categories = useCategories();
  const toast = useToast();
  const navigate = useNavigate();
  const formErrorId = useId();
  const form = useForm<OfferFormValues, unknown, OfferBodyInput>({
    resolver: offerResolver,
    defaultValues: offer ? offerValuesOf(offer) : emptyOfferValues(initialKind),
  });
  const { register, formState } = form;
  const { errors } = formState;
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const [kind, discountType, rewardType, scopeKind] = useWatch({
    control: form.control,
    name: ['kind', 'discount.type', 'reward.type', 'scope.kind'],
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = offer ? await update.mutateAsync({ id: offer.id, body }) : await create.mutateAsync(body);
      toast.success(offer ? S.offerSaved(saved.label) : S.offerCreated(saved.label));
      await navigate(adminPaths.offers.getHref());
    } catch (error) {
      applyOfferApiError(error, form.setError);
    }
  });
  const formError =
    errors.root?.server?.message ?? errors.root?.message ?? errors.tiers?.root?.message ?? errors.tiers?.message;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-3xl flex-col gap-6">
      {formError && <Alert id={formErrorId}>{formError}</Alert>}
      <Section title="The offer">
        <SelectField
          label="Kind"
          disabled={offer !== undefined}
          hint={offer ? 'An offer keeps its kind.' : undefined}
          {...register('kind')}
        >
          {OFFER_KINDS.map((value) => (
            <option key={value} value={value}>
              {KIND_NAMES[value]}
            </option>
          ))}
        </SelectField>
        <TextField label="Name shoppers see" autoComplete="off" error={errors.label?.message} {...register('label')} />
        {kind === 'coupon' && (
          <TextField
            label="Code"
            autoComplete="off"
            autoCapitalize="characters"
            hint="Letters, digits and “-”; shoppers may type it in any case."
            error={errors.code?.message}
            {...register('code')}
          />
        )}
      </Section>

      <KindFields kind={kind} form={form} discountType={discountType} rewardType={rewardType} tiers={tiers} />

      <Section title="When (IST)">
        <TextField label="Starts" type="datetime-local" error={errors.startsAt?.message} {...register('startsAt')} />
        <TextField
          label="Ends"
          type="datetime-local"
          optional
          hint="Leave empty to run until you end it."
          error={errors.endsAt?.message}
          {...register('endsAt')}
        />
      </Section>

      <Section title="Applies to">
        <SelectField label="Items" {...register('scope.kind')}>
          <option value="shop">The whole shop</option>
          <option value="categories">Some categories</option>
          <option value="products">Chosen products</option>
        </SelectField>
        {scopeKind === 'categories' && (
          <fieldset className="flex flex-col gap-2 sm:col-span-2">
            <legend className="mb-1 text-sm font-medium text-ink">Categories</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {(categories.data?.categories ?? []).map(({ slug, name }) => (
                <label key={slug} className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    value={slug}
                    className="size-5 accent-accent"
                    {...register('scope.categories')}
                  />
                  {name}
                </label>
              ))}
            </div>
            {errors.scope?.categories?.message && <Alert look="text">{errors.scope.categories.message}</Alert>}
          </fieldset>
        )}
        {scopeKind === 'products' && (
          <TextAreaField
            label="Product ids"
            hint="One per line (the id is in the product's address in the back office)."
            rows={3}
            className="sm:col-span-2"
            error={errors.scope?.productIds?.message}
            {...register('scope.productIds')}
          />
        )}
        <Check
          label="Combines with other offers"
          hint="Shoppers get it together with the other combinable offers and a combinable coupon."
          field={register('combinable')}
        />
      </Section>

      <div className="flex flex-wrap justify-end gap-2">
        <Link to={adminPaths.offers.getHref()} className={buttonClasses({ variant: 'ghost' })}>
          Cancel
        </Link>
        <Button type="submit" loading={create.isPending || update.isPending}>
          {offer ? 'Save changes' : 'Create offer'}
        </Button>
      </div>
    </form>
  );
}

type Form = ReturnType<typeof useForm<OfferFormValues, unknown, OfferBodyInput>>;

function KindFields({
  kind,
  form,
  discountType,
  rewardType,
  tiers,
}: {
  kind: OfferKindValue;
  form: Form;
  discountType: OfferFormValues['discount']['type'];
  rewardType: OfferFormValues['reward']['type'];
  tiers: ReturnType<typeof useFieldArray<OfferFormValues, 'tiers'>>;
}) {
  const { register } = form;
  const { errors } = form.formState;
  const rupeeProps = { prefix: '₹', inputMode: 'decimal' as const, autoComplete: 'off' };
  const wholeProps = { inputMode: 'numeric' as const, autoComplete: 'off' };
  switch (kind) {
    case 'coupon':
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
                {...wholeProps}
                {...register('discount.percent')}
              />
            ) : (
              <TextField
                label="Amount off"
                error={errors.discount?.amountPaise?.message}
                {...rupeeProps}
                {...register('discount.amountPaise')}
              />
            )}
            <TextField
              label="Minimum basket"
              hint="0 for any basket."
              error={errors.minBasketPaise?.message}
              {...rupeeProps}
              {...register('minBasketPaise')}
            />
            <TextField
              label="Largest discount"
              optional
              hint="Empty: no cap."
              error={errors.maxDiscountPaise?.message}
              {...rupeeProps}
              {...register('maxDiscountPaise')}
            />
          </Section>
          <Section title="Limits">
            <TextField
              label="Total uses"
              optional
              hint="Empty: no limit."
              error={errors.totalUses?.message}
              {...wholeProps}
              {...register('totalUses')}
            />
            <TextField
              label="Uses per shopper"
              optional
              hint="Empty: no limit."
              error={errors.usesPerCustomer?.message}
              {...wholeProps}
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
    case 'buy-x-get-y':
      return (
        <Section title="Buy X get Y">
          <TextField
            label="Pieces to buy"
            error={errors.buyQuantity?.message}
            {...wholeProps}
            {...register('buyQuantity')}
          />
          <TextField
            label="Pieces they get"
            hint="The cheapest pieces of each group."
            error={errors.getQuantity?.message}
            {...wholeProps}
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
              {...wholeProps}
              {...register('reward.percent')}
            />
          )}
        </Section>
      );
    case 'bundle':
      return (
        <Section title="Any N for ₹P">
          <TextField label="Pieces" error={errors.quantity?.message} {...wholeProps} {...register('quantity')} />
          <TextField
            label="Price of those pieces"
            error={errors.pricePaise?.message}
            {...rupeeProps}
            {...register('pricePaise')}
          />
        </Section>
      );
    case 'tiered':
      return (
        <Section title="Tiers">
          <ol className="flex flex-col gap-4 sm:col-span-2">
            {tiers.fields.map((field, index) => (
              <li key={field.id} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
                <TextField
                  label={`Tier ${index + 1}: basket from`}
                  error={errors.tiers?.[index]?.minBasketPaise?.message}
                  {...rupeeProps}
                  {...register(`tiers.${index}.minBasketPaise`)}
                />
                <TextField
                  label={`Tier ${index + 1}: percent off`}
                  suffix={<Suffix>%</Suffix>}
                  error={errors.tiers?.[index]?.percent?.message}
                  {...wholeProps}
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
    case 'prepaid':
      return (
        <Section title="Prepaid discount">
          <TextField
            label="Percent off when paying online"
            suffix={<Suffix>%</Suffix>}
            error={errors.percent?.message}
            {...wholeProps}
            {...register('percent')}
          />
          <TextField
            label="Largest discount"
            optional
            hint="Empty: no cap."
            error={errors.maxDiscountPaise?.message}
            {...rupeeProps}
            {...register('maxDiscountPaise')}
          />
        </Section>
      );
    case 'free-delivery':
      return (
        <Section title="Free delivery">
          <TextField
            label="Basket from"
            hint="0: free delivery on every order."
            error={errors.minBasketPaise?.message}
            {...rupeeProps}
            {...register('minBasketPaise')}
          />
        </Section>
      );
  }
}

function Suffix({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="grid place-items-center px-3.5 text-base text-muted">
      {children}
    </span>
  );
}
