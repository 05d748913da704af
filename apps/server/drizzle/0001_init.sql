CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"global_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"password_hash" text,
	"telegram_id" bigint,
	"telegram_username" text,
	"language" text DEFAULT 'en' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"primary_currency" text DEFAULT 'USD' NOT NULL,
	"first_name" text,
	"last_name" text,
	"gender" text,
	"date_of_birth" date,
	"name_change_used" boolean DEFAULT false NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"vip_manager_telegram" text,
	"is_push_notifications_active" boolean DEFAULT false NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"ban_reason" text,
	"promo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"icon" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"precision" integer NOT NULL,
	"is_fiat" boolean NOT NULL,
	"display_format" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"base" text NOT NULL,
	"quote" text DEFAULT 'USD' NOT NULL,
	"rate" numeric(30, 12) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_base_quote_pk" PRIMARY KEY("base","quote")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" bigint,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_player_not_negative" CHECK (kind <> 'player' OR balance >= 0),
	CONSTRAINT "ledger_accounts_house_no_balance" CHECK (kind <> 'house' OR balance = 0),
	CONSTRAINT "ledger_accounts_owner" CHECK ((kind = 'player') = (user_id IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hold_transfer_id" bigint NOT NULL,
	"settle_transfer_id" bigint,
	"posted_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ledger_holds_amount_positive" CHECK (amount > 0),
	CONSTRAINT "ledger_holds_posted_amount" CHECK (posted_amount IS NULL OR (posted_amount > 0 AND posted_amount <= amount))
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"account_ids" bigint[] NOT NULL,
	"amounts" bigint[] NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_legs" CHECK (cardinality(account_ids) >= 2 AND cardinality(account_ids) = cardinality(amounts)),
	CONSTRAINT "ledger_transfers_balanced" CHECK (CASE WHEN cardinality(amounts) = 2 THEN amounts[1] <> 0 AND amounts[1] = -amounts[2] ELSE ledger_legs_balance(amounts) END)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_base_currencies_code_fk" FOREIGN KEY ("base") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_settle_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("settle_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_global_id_uq" ON "users" USING btree ("global_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email") WHERE email IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_telegram_id_uq" ON "users" USING btree ("telegram_id") WHERE telegram_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_player_uq" ON "ledger_accounts" USING btree ("user_id","name","currency") WHERE kind = 'player';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_uq" ON "ledger_accounts" USING btree ("name","currency") WHERE kind = 'house';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_holds_idempotency_uq" ON "ledger_holds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_idempotency_uq" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transfers_accounts_gin" ON "ledger_transfers" USING gin ("account_ids");