CREATE TABLE "unsettled_photos" (
	"path" text PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
