CREATE TABLE "job_key_leases" (
	"job_name" text NOT NULL,
	"key" text NOT NULL,
	"job_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_key_leases_job_name_key_pk" PRIMARY KEY("job_name","key")
);
