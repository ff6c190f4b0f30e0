CREATE TABLE "app_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
