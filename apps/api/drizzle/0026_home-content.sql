CREATE TABLE "home_content" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"content" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "home_content_one_row" CHECK ("home_content"."id" = 1)
);
