import { POPULAR_WINDOW_DAYS } from '@vastra/domain/catalog';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AttributeDefinition, CategoryDefinition } from './search-index';

// The search's SQL, one statement per function (docs/decisions/025-search-in-postgresql.md).

/** A term widened by its typo spellings: a word of the vocabulary and how close it is (0…1). */
export interface SimilarWord {
  term: string;
  word: string;
  similarity: number;
}

/** A product whose text matches, and how well (the larger the better). */
export interface MatchRow {
  id: string;
  score: number;
}

/** What the sorts need that the product shape lacks: when it was added, units sold in the window. */
export interface SortKeyRow {
  id: string;
  createdAt: number;
  sold: number;
}

/** Weights of ts_rank for D, C, B, A (description C, category B, title A). */
const RANK_WEIGHTS = '{0.05, 0.2, 0.4, 1.0}';

export type SearchRepository = ReturnType<typeof createSearchRepository>;

export function createSearchRepository(db: Db) {
  return {
    /** Makes the vocabulary exactly `words`: adds the missing, removes the gone (two statements). */
    async replaceVocabulary(words: readonly string[]): Promise<void> {
      const list = sql`${sql.param([...words])}::text[]`;
      await db.execute(sql`insert into search_words (word) select unnest(${list}) on conflict do nothing`);
      await db.execute(sql`delete from search_words where not (word = any(${list}))`);
    },

    /**
     * The vocabulary's words at least `minSimilarity` close to each term by trigram similarity, closest first;
     * one statement served by the trigram index (`%` with the default threshold 0.3).
     */
    async similarWords(terms: readonly string[], minSimilarity: number): Promise<SimilarWord[]> {
      if (terms.length === 0) return [];
      const rows = await db.execute(sql`
        select t.term, w.word, similarity(w.word, t.term)::float8 as similarity
        from unnest(${sql.param([...terms])}::text[]) as t(term)
        join search_words w on w.word % t.term
        where similarity(w.word, t.term) >= ${minSimilarity}
        order by t.term, similarity desc, w.word`);
      return rowsOf<{ term: string; word: string; similarity: number }>(rows).map((r) => ({
        term: r.term,
        word: r.word,
        similarity: Number(r.similarity),
      }));
    },

    /**
     * Every active product whose search document matches `tsquery` (a tsquery text of quoted lexemes), scored by
     * ts_rank with the weights above: a title match outranks a category one, which outranks a description one.
     * (word_similarity against the title was tried as well: it doubled the statement's time at 50,000 products.)
     */
    async match(tsquery: string): Promise<MatchRow[]> {
      const rows = await db.execute(sql`
        select id, ts_rank(${RANK_WEIGHTS}::float4[], search_vector, q)::float8 as score
        from products, cast(${tsquery} as tsquery) as q
        where search_vector @@ q and status = 'active'`);
      return rowsOf<{ id: string; score: number }>(rows).map((r) => ({ id: r.id, score: Number(r.score) }));
    },

    /**
     * Every attribute (storefront filter or not) with its values, both in the shop's order
     * (docs/decisions/092-attributes.md). One statement.
     */
    async attributeDefinitions(): Promise<AttributeDefinition[]> {
      const rows = await db.execute(sql`
        select a.slug, a.name, a.name_hi, a.filter, coalesce(json_agg(json_build_object('slug', v.slug, 'name', v.name,
          'hindiName', v.name_hi) order by v.position, v.slug) filter (where v.id is not null), '[]'::json) as values
        from attributes a left join attribute_values v on v.attribute_id = a.id
        group by a.id
        order by a.position, a.created_at`);
      return rowsOf<{ slug: string; name: string; name_hi: string; filter: boolean; values: unknown }>(rows).map(
        (r) => ({
          slug: r.slug,
          name: r.name,
          hindiName: r.name_hi,
          filter: r.filter,
          values: (typeof r.values === 'string' ? JSON.parse(r.values) : r.values) as AttributeDefinition['values'],
        }),
      );
    },

    /** The shop's categories in its order, hidden ones too (docs/decisions/097-categories.md). One statement. */
    async categoryDefinitions(): Promise<CategoryDefinition[]> {
      const rows = await db.execute(sql`select slug, name, name_hi, hidden from categories order by position, slug`);
      return rowsOf<{ slug: string; name: string; name_hi: string; hidden: boolean }>(rows).map((r) => ({
        slug: r.slug,
        name: r.name,
        hindiName: r.name_hi,
        hidden: r.hidden,
      }));
    },

    /**
     * Per active product: when it was added, and the units sold in the last POPULAR_WINDOW_DAYS days by orders
     * not cancelled. One statement.
     */
    async sortKeys(): Promise<SortKeyRow[]> {
      const rows = await db.execute(sql`
        select p.id, (extract(epoch from p.created_at) * 1000)::float8 as created, coalesce(s.sold, 0)::int as sold
        from products p
        left join (
          select i.product_id, sum(i.quantity) as sold
          from orders o join order_items i on i.order_id = o.id
          where o.created_at >= now() - make_interval(days => ${POPULAR_WINDOW_DAYS}) and o.status <> 'cancelled'
          group by i.product_id
        ) s on s.product_id = p.id
        where p.status = 'active'`);
      return rowsOf<{ id: string; created: number; sold: number }>(rows).map((r) => ({
        id: r.id,
        createdAt: Number(r.created),
        sold: Number(r.sold),
      }));
    },
  };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
