CREATE TABLE "calendar_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"url_ciphertext" text NOT NULL,
	"host" text NOT NULL,
	"last_read_at" timestamp with time zone,
	"failure" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_decisions" (
	"user_id" text NOT NULL,
	"event_key" text NOT NULL,
	"decision" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_decisions_user_id_event_key_pk" PRIMARY KEY("user_id","event_key")
);
--> statement-breakpoint
CREATE TABLE "calendar_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"address_id" uuid,
	"event_key" text NOT NULL,
	"event_uid" text NOT NULL,
	"recurrence_id" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"date" date NOT NULL,
	"title" text NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_rules" (
	"user_id" text PRIMARY KEY NOT NULL,
	"ignored_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"coaching_word" text,
	"default_payment" text DEFAULT 'paid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_key_leases" (
	"job_name" text NOT NULL,
	"key" text NOT NULL,
	"job_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_key_leases_job_name_key_pk" PRIMARY KEY("job_name","key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "calendar_addresses" ADD CONSTRAINT "calendar_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_decisions" ADD CONSTRAINT "calendar_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_proposals" ADD CONSTRAINT "calendar_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_proposals" ADD CONSTRAINT "calendar_proposals_address_id_calendar_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."calendar_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_proposals" ADD CONSTRAINT "calendar_proposals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_rules" ADD CONSTRAINT "calendar_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_addresses_user_id_idx" ON "calendar_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calendar_addresses_next_read_at_idx" ON "calendar_addresses" USING btree ("next_read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_proposals_user_id_event_key_key" ON "calendar_proposals" USING btree ("user_id","event_key");--> statement-breakpoint
CREATE INDEX "calendar_proposals_user_id_starts_at_idx" ON "calendar_proposals" USING btree ("user_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calendar_proposals_address_id_idx" ON "calendar_proposals" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "calendar_proposals_client_id_idx" ON "calendar_proposals" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "calendar_proposals_created_at_idx" ON "calendar_proposals" USING btree ("created_at");