CREATE TABLE "return_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_request_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"destination_kind" text NOT NULL,
	"destination_masked" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_payout_id" text,
	"reference" text,
	"failure_reason" text,
	"staff_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "return_payouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "return_payouts_provider_payout_id_unique" UNIQUE("provider_payout_id"),
	CONSTRAINT "return_payouts_amount_positive" CHECK ("return_payouts"."amount_paise" > 0),
	CONSTRAINT "return_payouts_status" CHECK ("return_payouts"."status" in ('pending', 'processed', 'failed')),
	CONSTRAINT "return_payouts_kind" CHECK ("return_payouts"."destination_kind" in ('upi', 'bank'))
);
--> statement-breakpoint
CREATE TABLE "return_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"return_request_id" uuid,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"quantity" integer NOT NULL,
	"exchange_size" text,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"refund_paise" integer,
	"refund_destination" text,
	"payout_masked" text,
	"payout_sealed" text,
	"rejection_reason" text,
	"qc_result" text,
	"qc_note" text,
	"pickup_awb" text,
	"pickup_courier" text,
	"pickup_shipment_id" text,
	"pickup_response" jsonb,
	"last_pickup_error" text,
	"exchange_awb" text,
	"exchange_courier" text,
	"exchange_shipment_id" text,
	"exchange_response" jsonb,
	"last_exchange_error" text,
	"stock_held_at" timestamp with time zone,
	"hold_released_at" timestamp with time zone,
	"stock_restored_at" timestamp with time zone,
	"staff_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"pickup_scheduled_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"exchange_shipped_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	CONSTRAINT "return_requests_quantity_positive" CHECK ("return_requests"."quantity" > 0),
	CONSTRAINT "return_requests_kind" CHECK ("return_requests"."kind" in ('exchange', 'return')),
	CONSTRAINT "return_requests_state" CHECK ("return_requests"."state" in ('requested', 'approved', 'pickup_scheduled', 'picked_up', 'received', 'refunded', 'exchange_shipped', 'rejected')),
	CONSTRAINT "return_requests_exchange_size" CHECK (("return_requests"."kind" = 'exchange') = ("return_requests"."exchange_size" is not null)),
	CONSTRAINT "return_requests_refund_positive" CHECK ("return_requests"."refund_paise" is null or "return_requests"."refund_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_document_series" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_id" uuid,
	"return_request_id" uuid,
	"reason" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"place_of_supply" text NOT NULL,
	"intra_state" boolean NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_kind" CHECK ("tax_documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_credit_refers" CHECK (("tax_documents"."kind" = 'credit_note') = ("tax_documents"."invoice_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "returnable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "return_request_id" uuid;--> statement-breakpoint
ALTER TABLE "return_payouts" ADD CONSTRAINT "return_payouts_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_payouts" ADD CONSTRAINT "return_payouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_payouts_live_idx" ON "return_payouts" USING btree ("return_request_id") WHERE "return_payouts"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "return_payouts_created_idx" ON "return_payouts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "return_photos_request_idx" ON "return_photos" USING btree ("return_request_id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_item_idx" ON "return_requests" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_state_created_idx" ON "return_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_created_idx" ON "return_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_pickup_awb_idx" ON "return_requests" USING btree ("pickup_awb");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_exchange_awb_idx" ON "return_requests" USING btree ("exchange_awb");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_document_series_pk" ON "tax_document_series" USING btree ("kind","financial_year");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_invoice_per_order_idx" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_credit_per_return_idx" ON "tax_documents" USING btree ("return_request_id") WHERE "tax_documents"."return_request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_cancellation_credit_idx" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'credit_note' and "tax_documents"."return_request_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_sequence_idx" ON "tax_documents" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_return_request_idx" ON "refunds" USING btree ("return_request_id") WHERE "refunds"."return_request_id" is not null and "refunds"."status" <> 'failed';