-- Newest-first indexes rebuilt DESC NULLS FIRST, the order a plain `desc` in a query asks for. Built
-- NULLS LAST, they could not give that order, so the dashboard's 5 latest sessions and every
-- newest-first list read and sorted all of a coach's rows (src/server/db/desc-indexes.test.ts).
DROP INDEX "checkout_sessions_user_id_idx";--> statement-breakpoint
DROP INDEX "coaching_sessions_user_id_date_created_idx";--> statement-breakpoint
DROP INDEX "cpd_records_user_id_date_idx";--> statement-breakpoint
DROP INDEX "grow_plans_user_id_client_id_date_idx";--> statement-breakpoint
DROP INDEX "subscription_verifications_user_id_idx";--> statement-breakpoint
DROP INDEX "supervision_sessions_user_id_date_idx";--> statement-breakpoint
DROP INDEX "support_tickets_created_at_idx";--> statement-breakpoint
DROP INDEX "wheel_assessments_user_id_client_id_date_idx";--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_id_idx" ON "checkout_sessions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "coaching_sessions_user_id_date_created_idx" ON "coaching_sessions" USING btree ("user_id","date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"duration");--> statement-breakpoint
CREATE INDEX "cpd_records_user_id_date_idx" ON "cpd_records" USING btree ("user_id","date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "grow_plans_user_id_client_id_date_idx" ON "grow_plans" USING btree ("user_id","client_id","date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscription_verifications_user_id_idx" ON "subscription_verifications" USING btree ("user_id","verified_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "supervision_sessions_user_id_date_idx" ON "supervision_sessions" USING btree ("user_id","date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_tickets_created_at_idx" ON "support_tickets" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wheel_assessments_user_id_client_id_date_idx" ON "wheel_assessments" USING btree ("user_id","client_id","date" DESC NULLS FIRST);