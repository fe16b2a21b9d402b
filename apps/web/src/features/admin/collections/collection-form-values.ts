import {
  CollectionBody,
  type AdminCollection,
  type COLLECTION_SORTS,
  type CollectionBody as Body,
} from '@vastra/domain/api';
import type { CollectionCondition } from '@vastra/domain/collections';
import { formatRupeesInput, parseRupeesInput } from '@vastra/domain/money';
import { COLLECTION_SCREEN_TEXTS as S } from './collection-texts';

// The collection editor's values and their meaning for the API (docs/decisions/098-collections.md): prices are typed
// in rupees and sent in paise; every field's problem comes from the contract's own schema, keyed by the API's field
// path (`rules.0.maxPaise`), so a refusal from the server lands at the same place.

export type RuleKind = CollectionCondition['kind'];

/** One condition as the form holds it: every input's text, whichever the kind uses. */
export type RuleValues = {
  kind: RuleKind;
  category: string;
  minRupees: string;
  maxRupees: string;
  attribute: string;
  values: string[];
  tag: string;
  days: string;
};

export type PickedProduct = { id: string; title: string };

export type CollectionValues = {
  title: string;
  slug: string;
  description: string;
  titleHi: string;
  descriptionHi: string;
  seoTitle: string;
  seoDescription: string;
  image: string;
  kind: 'manual' | 'automatic';
  sort: (typeof COLLECTION_SORTS)[number];
  visible: boolean;
  showInNav: boolean;
  navPosition: number;
  rules: RuleValues[];
  products: PickedProduct[];
};

export const emptyRule = (kind: RuleKind = 'category'): RuleValues => ({
  kind,
  category: '',
  minRupees: '',
  maxRupees: '',
  attribute: '',
  values: [],
  tag: '',
  days: '30',
});

function ruleValuesOf(c: CollectionCondition): RuleValues {
  const rule = emptyRule(c.kind);
  switch (c.kind) {
    case 'category':
      return { ...rule, category: c.category };
    case 'price':
      return {
        ...rule,
        minRupees: c.minPaise === undefined ? '' : formatRupeesInput(c.minPaise),
        maxRupees: c.maxPaise === undefined ? '' : formatRupeesInput(c.maxPaise),
      };
    case 'attribute':
      return { ...rule, attribute: c.attribute, values: [...c.values] };
    case 'tag':
      return { ...rule, tag: c.tag };
    case 'new':
      return { ...rule, days: String(c.days) };
    case 'on-sale':
      return rule;
  }
}

export function valuesOf(collection: AdminCollection | null, navPosition: number): CollectionValues {
  return {
    title: collection?.title ?? '',
    slug: collection?.slug ?? '',
    description: collection?.description ?? '',
    titleHi: collection?.titleHi ?? '',
    descriptionHi: collection?.descriptionHi ?? '',
    seoTitle: collection?.seoTitle ?? '',
    seoDescription: collection?.seoDescription ?? '',
    image: collection?.image ?? '',
    kind: collection?.kind ?? 'manual',
    sort: collection?.sort ?? 'newest',
    visible: collection?.visible ?? true,
    showInNav: collection?.showInNav ?? false,
    navPosition: collection?.navPosition ?? navPosition,
    rules: collection?.rules.map(ruleValuesOf) ?? [],
    products: collection?.products.map(({ id, title }) => ({ id, title })) ?? [],
  };
}

export type Problems = Partial<Record<string, string>>;

/** A rupee text as paise: '' is no bound; a text that is no price is a problem at the field. */
function paiseOf(text: string, field: string, problems: Problems): number | undefined {
  if (text.trim() === '') return undefined;
  const paise = parseRupeesInput(text);
  if (paise === null) {
    problems[field] = S.rupees;
    return undefined;
  }
  return paise;
}

function conditionOf(rule: RuleValues, i: number, problems: Problems): unknown {
  switch (rule.kind) {
    case 'category':
      return { kind: 'category', category: rule.category };
    case 'price':
      return {
        kind: 'price',
        minPaise: paiseOf(rule.minRupees, `rules.${i}.minPaise`, problems),
        maxPaise: paiseOf(rule.maxRupees, `rules.${i}.maxPaise`, problems),
      };
    case 'attribute':
      return { kind: 'attribute', attribute: rule.attribute, values: rule.values };
    case 'tag':
      return { kind: 'tag', tag: rule.tag };
    case 'new':
      return { kind: 'new', days: Number(rule.days) };
    case 'on-sale':
      return { kind: 'on-sale' };
  }
}

/** The body to send and the problems of each field (by the API's field path), from the contract's schema. */
export function bodyOf(values: CollectionValues): { body: Body; problems: Problems } {
  const problems: Problems = {};
  const rules = values.kind === 'automatic' ? values.rules.map((r, i) => conditionOf(r, i, problems)) : [];
  const body = {
    title: values.title,
    ...(values.slug.trim() === '' ? {} : { slug: values.slug.trim() }),
    description: values.description,
    titleHi: values.titleHi,
    descriptionHi: values.descriptionHi,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    image: values.image.trim() === '' ? null : values.image.trim(),
    kind: values.kind,
    rules,
    sort: values.sort,
    visible: values.visible,
    showInNav: values.showInNav,
    navPosition: values.navPosition,
  } as Body;
  const parsed = CollectionBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.');
      // A category or attribute not chosen yet reads as "choose one", not as the schema's shape.
      const message = /^rules\.\d+\.(category|attribute)$/.test(field) ? S.chooseOne : issue.message;
      problems[field] ??= message;
    }
  }
  return { body, problems };
}
