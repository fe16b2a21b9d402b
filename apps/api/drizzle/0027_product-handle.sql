ALTER TABLE "products" ADD COLUMN "handle" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_handle_idx" ON "products" USING btree ("handle");