CREATE TABLE "accreditation_figures_cache" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"inputs" text,
	"figures_version" bigint,
	"figures" json
);
--> statement-breakpoint
ALTER TABLE "accreditation_figures_cache" ADD CONSTRAINT "accreditation_figures_cache_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;