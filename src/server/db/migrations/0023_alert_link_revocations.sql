CREATE TABLE "alert_link_revocations" (
	"email" varchar(254) PRIMARY KEY NOT NULL,
	"revoked_at" timestamp (3) with time zone NOT NULL
);
