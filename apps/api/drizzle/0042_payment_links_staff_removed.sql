ALTER TABLE "payment_links" DROP CONSTRAINT "payment_links_staff_id_staff_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;