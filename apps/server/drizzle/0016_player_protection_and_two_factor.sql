CREATE TABLE "two_factor_recovery_codes" (
	"owner_kind" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "two_factor_recovery_codes_owner_kind_owner_id_code_hash_pk" PRIMARY KEY("owner_kind","owner_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"anchor" timestamp with time zone NOT NULL,
	"pending_amount" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "player_limits_amount_positive" CHECK (amount > 0),
	CONSTRAINT "player_limits_pending_positive" CHECK (pending_amount IS NULL OR pending_amount > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "exclusion_kind" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "excluded_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reality_check_minutes" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" bigint DEFAULT 0 NOT NULL;