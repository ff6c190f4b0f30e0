CREATE TABLE "accreditation_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"education_start" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accreditation_ticks" (
	"user_id" text NOT NULL,
	"requirement_id" text NOT NULL,
	"done_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accreditation_ticks_user_id_requirement_id_pk" PRIMARY KEY("user_id","requirement_id")
);
--> statement-breakpoint
ALTER TABLE "accreditation_settings" ADD CONSTRAINT "accreditation_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_ticks" ADD CONSTRAINT "accreditation_ticks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;