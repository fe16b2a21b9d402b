import type { AdminOffer, OfferBodyInput } from '@vastra/domain/api';
import { PRICING_OFFER_SCREEN_MESSAGES as S } from '@vastra/domain/pricing';
import { useId } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { adminPaths } from '../admin-paths';
import { applyOfferApiError } from './offer-api-errors';
import { Check, Section } from './offer-form-parts';
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
import { KindFields } from './offer-kind-fields';
import { useCategories } from '../categories/categories-api';

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
