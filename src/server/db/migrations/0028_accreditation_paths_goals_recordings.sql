CREATE TABLE "accreditation_goals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"level" text NOT NULL,
	"target_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"body" text NOT NULL,
	"level" text NOT NULL,
	"applied_on" date,
	"exam_passed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_steps_dates_check" CHECK ("application_steps"."exam_passed_on" is null or "application_steps"."applied_on" is null or "application_steps"."exam_passed_on" >= "application_steps"."applied_on")
);
--> statement-breakpoint
CREATE TABLE "performance_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"level" text NOT NULL,
	"recorded_on" date NOT NULL,
	"duration" integer NOT NULL,
	"client_id" uuid,
	"permission_on" date,
	"transcript_done" boolean DEFAULT false NOT NULL,
	"self_review_done" boolean DEFAULT false NOT NULL,
	"mentor_feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_recordings_duration_check" CHECK ("performance_recordings"."duration" between 1 and 1440)
);
--> statement-breakpoint
ALTER TABLE "accreditation_settings" ADD COLUMN "icf_paths" json;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "group_members" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "group_member_names" text;--> statement-breakpoint
ALTER TABLE "education_records" ADD COLUMN "core_competency_hours" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "mentor_coaching_sessions" ADD COLUMN "mentor_credential_current" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_coaching_sessions" ADD COLUMN "mentor_renewed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_coaching_sessions" ADD COLUMN "mentor_qualification" text;--> statement-breakpoint
ALTER TABLE "accreditation_goals" ADD CONSTRAINT "accreditation_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_steps" ADD CONSTRAINT "application_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_recordings" ADD CONSTRAINT "performance_recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_recordings" ADD CONSTRAINT "performance_recordings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_steps_user_id_body_level_key" ON "application_steps" USING btree ("user_id","body","level");--> statement-breakpoint
CREATE INDEX "performance_recordings_user_id_recorded_on_idx" ON "performance_recordings" USING btree ("user_id","recorded_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "performance_recordings_client_id_idx" ON "performance_recordings" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_group_members_check" CHECK ("clients"."group_members" is null or "clients"."group_members" between 2 and 200);--> statement-breakpoint
ALTER TABLE "education_records" ADD CONSTRAINT "education_records_core_hours_check" CHECK ("education_records"."core_competency_hours" is null or ("education_records"."core_competency_hours" >= 0 and "education_records"."core_competency_hours" <= "education_records"."total_hours"));