CREATE TABLE "coaching_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"date" date NOT NULL,
	"duration" integer NOT NULL,
	"notes" text,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"follow_up" text,
	"completed" boolean DEFAULT true NOT NULL,
	"rate" numeric(10, 2),
	"rating" smallint,
	"goals_set" text,
	"goals_achieved" text,
	"payment" text DEFAULT 'paid' NOT NULL,
	"session_type" text DEFAULT 'individual' NOT NULL,
	"group_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_sessions_duration_check" CHECK ("coaching_sessions"."duration" between 1 and 1440),
	CONSTRAINT "coaching_sessions_rating_check" CHECK ("coaching_sessions"."rating" between 1 and 5),
	CONSTRAINT "coaching_sessions_group_size_check" CHECK (("coaching_sessions"."session_type" = 'individual' and "coaching_sessions"."group_size" is null) or ("coaching_sessions"."session_type" <> 'individual' and "coaching_sessions"."group_size" between 2 and 50))
);
--> statement-breakpoint
CREATE TABLE "cpd_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"hours" numeric(5, 2) NOT NULL,
	"category" text NOT NULL,
	"coaching_ethics" boolean DEFAULT false NOT NULL,
	"provider" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cpd_records_hours_check" CHECK ("cpd_records"."hours" between 0.25 and 100)
);
--> statement-breakpoint
CREATE TABLE "supervision_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"supervisor_name" text NOT NULL,
	"date" date NOT NULL,
	"duration" integer NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"supervision_type" text DEFAULT 'individual' NOT NULL,
	"supervisor_accreditation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supervision_sessions_duration_check" CHECK ("supervision_sessions"."duration" between 1 and 1440)
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "organisation" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "include_in_exports" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "export_alias" text;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpd_records" ADD CONSTRAINT "cpd_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervision_sessions" ADD CONSTRAINT "supervision_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coaching_sessions_user_id_date_idx" ON "coaching_sessions" USING btree ("user_id","date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_sessions_client_id_date_key" ON "coaching_sessions" USING btree ("client_id","date");--> statement-breakpoint
CREATE INDEX "cpd_records_user_id_date_idx" ON "cpd_records" USING btree ("user_id","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "supervision_sessions_user_id_date_idx" ON "supervision_sessions" USING btree ("user_id","date" DESC NULLS LAST);