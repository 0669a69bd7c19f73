CREATE TABLE "spent_challenges" (
	"signature" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
