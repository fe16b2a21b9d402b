-- The storefront search (modules/search, docs/decisions/025-search-in-postgresql.md): a weighted full-text document per
-- product with its GIN index, and the vocabulary of title words (trigram-indexed) for typos and "did you mean".
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, translate(lower("title"), 'àáâãäåāèéêëēìíîïīòóôõöōùúûüūñçý', 'aaaaaaaeeeeeiiiiioooooouuuuuncy')), 'A') || setweight(to_tsvector('simple'::regconfig, "category"), 'B') || setweight(to_tsvector('simple'::regconfig, translate(lower("description"), 'àáâãäåāèéêëēìíîïīòóôõöōùúûüūñçý', 'aaaaaaaeeeeeiiiiioooooouuuuuncy')), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");