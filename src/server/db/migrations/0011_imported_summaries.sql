ALTER TABLE "coaching_sessions" DROP CONSTRAINT "coaching_sessions_duration_check";--> statement-breakpoint
DROP INDEX "coaching_sessions_client_id_date_key";--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD COLUMN "is_imported_summary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD COLUMN "summary_end_date" date;--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_sessions_summary_key" ON "coaching_sessions" USING btree ("client_id","date","payment",coalesce("group_size", 0)) WHERE "coaching_sessions"."is_imported_summary";--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_sessions_client_id_date_key" ON "coaching_sessions" USING btree ("client_id","date") WHERE not "coaching_sessions"."is_imported_summary";--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_duration_check" CHECK ("coaching_sessions"."duration" >= 1 and ("coaching_sessions"."duration" <= 1440 or "coaching_sessions"."is_imported_summary"));