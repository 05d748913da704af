CREATE TABLE "idempotency_keys" (
	"owner_id" bigint NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_owner_id_scope_key_pk" PRIMARY KEY("owner_id","scope","key")
);
