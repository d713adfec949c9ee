CREATE TABLE "link_previews" (
	"url" text PRIMARY KEY NOT NULL,
	"ok" boolean NOT NULL,
	"title" text,
	"description" text,
	"site_name" text,
	"image_file" text,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cover_file" text;