CREATE TABLE "shipping_booking_claims" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_shipments" (
	"awb" text PRIMARY KEY NOT NULL,
	"shipper_order_id" text NOT NULL,
	"shipment_id" text NOT NULL,
	"order_ref" text NOT NULL,
	"courier" text NOT NULL,
	"courier_company_id" integer NOT NULL,
	"origin" text NOT NULL,
	"destination_city" text NOT NULL,
	"destination_state" text NOT NULL,
	"destination_pincode" text NOT NULL,
	"route" jsonb NOT NULL,
	"stage_times" jsonb NOT NULL,
	"anchor_stage" integer DEFAULT 0 NOT NULL,
	"anchor_at" timestamp with time zone NOT NULL,
	"booked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_booking_claims" ADD CONSTRAINT "shipping_booking_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulated_shipments_order_ref_idx" ON "simulated_shipments" USING btree ("order_ref");