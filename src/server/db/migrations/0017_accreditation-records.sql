CREATE TABLE "education_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"programme_name" text NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"total_hours" numeric(6, 2) NOT NULL,
	"synchronous_hours" numeric(6, 2) NOT NULL,
	"certificate_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "education_records_total_hours_check" CHECK ("education_records"."total_hours" between 0.25 and 5000),
	CONSTRAINT "education_records_synchronous_hours_check" CHECK ("education_records"."synchronous_hours" >= 0 and "education_records"."synchronous_hours" <= "education_records"."total_hours"),
	CONSTRAINT "education_records_dates_check" CHECK ("education_records"."end_date" is null or "education_records"."end_date" >= "education_records"."start_date")
);
--> statement-breakpoint
CREATE TABLE "feedback_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"client_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "held_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"body" text NOT NULL,
	"level" text NOT NULL,
	"awarded_on" date NOT NULL,
	"expires_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "held_credentials_body_level_check" CHECK (("held_credentials"."body" = 'icf' and "held_credentials"."level" in ('acc', 'pcc', 'mcc'))
        or ("held_credentials"."body" = 'emcc' and "held_credentials"."level" in ('foundation', 'practitioner', 'senior_practitioner', 'master_practitioner'))
        or ("held_credentials"."body" = 'ac' and "held_credentials"."level" in ('foundation', 'coach', 'professional', 'master'))),
	CONSTRAINT "held_credentials_dates_check" CHECK ("held_credentials"."expires_on" is null or "held_credentials"."expires_on" > "held_credentials"."awarded_on")
);
--> statement-breakpoint
CREATE TABLE "mentor_coaching_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"mentor_name" text NOT NULL,
	"mentor_email" text,
	"mentor_credential" text NOT NULL,
	"date" date NOT NULL,
	"duration" integer NOT NULL,
	"format" text NOT NULL,
	"group_size" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_coaching_sessions_duration_check" CHECK ("mentor_coaching_sessions"."duration" between 1 and 1440),
	CONSTRAINT "mentor_coaching_sessions_group_size_check" CHECK (("mentor_coaching_sessions"."format" = 'group' and "mentor_coaching_sessions"."group_size" between 2 and 10) or ("mentor_coaching_sessions"."format" = 'one_to_one' and "mentor_coaching_sessions"."group_size" is null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_practised_on" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "professional_memberships" text;--> statement-breakpoint
ALTER TABLE "education_records" ADD CONSTRAINT "education_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_entries" ADD CONSTRAINT "feedback_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_entries" ADD CONSTRAINT "feedback_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_credentials" ADD CONSTRAINT "held_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_coaching_sessions" ADD CONSTRAINT "mentor_coaching_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "education_records_user_id_start_date_idx" ON "education_records" USING btree ("user_id","start_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_entries_user_id_date_idx" ON "feedback_entries" USING btree ("user_id","date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_entries_client_id_idx" ON "feedback_entries" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "held_credentials_user_id_awarded_on_idx" ON "held_credentials" USING btree ("user_id","awarded_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mentor_coaching_sessions_user_id_date_idx" ON "mentor_coaching_sessions" USING btree ("user_id","date" DESC NULLS FIRST);