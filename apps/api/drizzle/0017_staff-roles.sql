-- Roles become permission sets (docs/decisions/060-staff-permissions.md): every member who was `staff` becomes a
-- `manager` (the same day-to-day work, less manual payouts, staff and settings); owners stay owners.
ALTER TABLE "staff" DROP CONSTRAINT "staff_role_known";--> statement-breakpoint
UPDATE "staff" SET "role" = 'manager' WHERE "role" = 'staff';--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_known" CHECK ("staff"."role" in ('owner', 'manager', 'packer'));
