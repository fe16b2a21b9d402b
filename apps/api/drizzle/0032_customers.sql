CREATE TABLE "customer_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"cod_order_count" integer DEFAULT 0 NOT NULL,
	"paid_order_count" integer DEFAULT 0 NOT NULL,
	"lifetime_paise" bigint DEFAULT 0 NOT NULL,
	"rto_count" integer DEFAULT 0 NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"last_order_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_stats_counts" CHECK ("customer_stats"."order_count" >= "customer_stats"."cod_order_count" and "customer_stats"."lifetime_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_tags" (
	"user_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "customer_tags_user_id_tag_pk" PRIMARY KEY("user_id","tag")
);
--> statement-breakpoint
CREATE TABLE "order_tags" (
	"order_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_tags_order_id_tag_pk" PRIMARY KEY("order_id","tag")
);
--> statement-breakpoint
CREATE TABLE "staff_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid,
	"body" text NOT NULL,
	"staff_id" uuid,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_stats" ADD CONSTRAINT "customer_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tags" ADD CONSTRAINT "customer_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tags" ADD CONSTRAINT "order_tags_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_stats_last_order_idx" ON "customer_stats" USING btree ("last_order_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_stats_new_idx" ON "customer_stats" USING btree ("last_order_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "customer_stats"."order_count" = 1;--> statement-breakpoint
CREATE INDEX "customer_stats_repeat_idx" ON "customer_stats" USING btree ("last_order_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "customer_stats"."order_count" >= 2;--> statement-breakpoint
CREATE INDEX "customer_stats_cod_only_idx" ON "customer_stats" USING btree ("last_order_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "customer_stats"."order_count" >= 1 and "customer_stats"."cod_order_count" = "customer_stats"."order_count";--> statement-breakpoint
CREATE INDEX "customer_stats_high_rto_idx" ON "customer_stats" USING btree ("last_order_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "customer_stats"."rto_count" >= 2;--> statement-breakpoint
CREATE INDEX "customer_stats_high_returns_idx" ON "customer_stats" USING btree ("last_order_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "customer_stats"."return_count" >= 2;--> statement-breakpoint
CREATE INDEX "staff_notes_user_idx" ON "staff_notes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_notes_order_idx" ON "staff_notes" USING btree ("order_id","created_at") WHERE "staff_notes"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contact_messages_email_lower_idx" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
-- Customers (docs/decisions/110-customers.md). What a customer's summary is, per shopper, from her orders: the SQL
-- form of the domain's lifetimeValuePaise and segment counts. Each lookup rides an index (orders by user, refunds by
-- order, return requests by order, live payouts by request), so one shopper's row costs a few probes.
CREATE VIEW "customer_stats_source" AS
SELECT o.user_id,
       count(*)::int AS order_count,
       (count(*) FILTER (WHERE o.payment_mode = 'cod'))::int AS cod_order_count,
       (count(*) FILTER (WHERE o.received))::int AS paid_order_count,
       coalesce(sum(greatest(0, o.total_paise - o.refunded)) FILTER (WHERE o.received), 0)::bigint AS lifetime_paise,
       (count(*) FILTER (WHERE o.status = 'returned'))::int AS rto_count,
       coalesce(sum(o.returns), 0)::int AS return_count,
       max(o.created_at) AS last_order_at
  FROM (
    SELECT o.user_id, o.payment_mode, o.total_paise, o.status, o.created_at,
           CASE WHEN o.payment_mode = 'prepaid' THEN o.paid_at IS NOT NULL ELSE o.delivered_at IS NOT NULL END AS received,
           coalesce((SELECT sum(r.amount_paise) FROM refunds r WHERE r.order_id = o.id AND r.status <> 'failed'), 0)
           + coalesce((SELECT sum(p.amount_paise) FROM return_requests q
                         JOIN return_payouts p ON p.return_request_id = q.id AND p.status <> 'failed'
                        WHERE q.order_id = o.id), 0) AS refunded,
           (SELECT count(*) FROM return_requests q
             WHERE q.order_id = o.id AND q.kind = 'return' AND q.state <> 'rejected') AS returns
      FROM orders o
  ) o
 GROUP BY o.user_id;
--> statement-breakpoint
-- Rewrites one shopper's summary from her orders, under her summary row's lock: a second transaction changing
-- another of her orders waits here, then reads (a new statement, a new snapshot) what the first committed.
CREATE FUNCTION "customer_stats_refresh"(uid uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  IF uid IS NULL OR NOT EXISTS (SELECT 1 FROM users WHERE id = uid) THEN
    RETURN;
  END IF;
  INSERT INTO customer_stats (user_id) VALUES (uid) ON CONFLICT (user_id) DO NOTHING;
  PERFORM 1 FROM customer_stats WHERE user_id = uid FOR UPDATE;
  SELECT * INTO v FROM customer_stats_source WHERE user_id = uid;
  UPDATE customer_stats
     SET order_count = coalesce(v.order_count, 0),
         cod_order_count = coalesce(v.cod_order_count, 0),
         paid_order_count = coalesce(v.paid_order_count, 0),
         lifetime_paise = coalesce(v.lifetime_paise, 0),
         rto_count = coalesce(v.rto_count, 0),
         return_count = coalesce(v.return_count, 0),
         last_order_at = v.last_order_at,
         updated_at = now()
   WHERE user_id = uid;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "customer_stats_on_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_stats (user_id) VALUES (NEW.id) ON CONFLICT (user_id) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "customer_stats_on_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM customer_stats_refresh(OLD.user_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM customer_stats_refresh(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Refunds, COD return payouts and return requests: each names its order.
CREATE FUNCTION "customer_stats_on_order_child"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM customer_stats_refresh((SELECT user_id FROM orders WHERE id = OLD.order_id));
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.order_id IS DISTINCT FROM OLD.order_id) THEN
    PERFORM customer_stats_refresh((SELECT user_id FROM orders WHERE id = NEW.order_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_customer_stats" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION customer_stats_on_user();
--> statement-breakpoint
-- Only what the summary reads: the tracking job's frequent updates of other columns cost nothing here.
CREATE TRIGGER "orders_customer_stats" AFTER INSERT OR DELETE OR UPDATE OF user_id, status, payment_mode, total_paise, paid_at, delivered_at, created_at ON "orders"
  FOR EACH ROW EXECUTE FUNCTION customer_stats_on_order();
--> statement-breakpoint
CREATE TRIGGER "refunds_customer_stats" AFTER INSERT OR DELETE OR UPDATE OF order_id, status, amount_paise ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION customer_stats_on_order_child();
--> statement-breakpoint
CREATE TRIGGER "return_payouts_customer_stats" AFTER INSERT OR DELETE OR UPDATE OF order_id, status, amount_paise ON "return_payouts"
  FOR EACH ROW EXECUTE FUNCTION customer_stats_on_order_child();
--> statement-breakpoint
CREATE TRIGGER "return_requests_customer_stats" AFTER INSERT OR DELETE OR UPDATE OF order_id, kind, state ON "return_requests"
  FOR EACH ROW EXECUTE FUNCTION customer_stats_on_order_child();
--> statement-breakpoint
-- Existing shops: every shopper gets her summary now, in one pass.
INSERT INTO customer_stats (user_id, order_count, cod_order_count, paid_order_count, lifetime_paise, rto_count,
                            return_count, last_order_at)
SELECT u.id, coalesce(v.order_count, 0), coalesce(v.cod_order_count, 0), coalesce(v.paid_order_count, 0),
       coalesce(v.lifetime_paise, 0), coalesce(v.rto_count, 0), coalesce(v.return_count, 0), v.last_order_at
  FROM users u LEFT JOIN customer_stats_source v ON v.user_id = u.id
ON CONFLICT (user_id) DO NOTHING;
