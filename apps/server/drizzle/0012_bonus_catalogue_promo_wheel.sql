CREATE TABLE "bonus_drawer_views" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"last_shown_at" timestamp with time zone NOT NULL,
	"shown_count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_personal_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bonus_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_personal_offers_once" UNIQUE("bonus_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"titles" jsonb NOT NULL,
	"type" text NOT NULL,
	"is_personal" boolean DEFAULT false NOT NULL,
	"welcome_step" integer,
	"min_deposit_number" integer,
	"min_deposit" bigint,
	"max_deposit" bigint,
	"amount_multiplier_bp" integer DEFAULT 0 NOT NULL,
	"freespins_count" integer DEFAULT 0 NOT NULL,
	"freespins_amount" bigint,
	"freespins_game_id" text,
	"wager" integer DEFAULT 0 NOT NULL,
	"wager_freespins" integer DEFAULT 0 NOT NULL,
	"wager_max_bet" bigint,
	"max_amount" bigint,
	"max_amount_multiplier" integer,
	"freespins_max_amount" bigint,
	"freespins_max_amount_multiplier" integer,
	"deadline_hours" integer NOT NULL,
	"games_wagers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonuses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "bonuses_english_title" CHECK (titles ? 'en'),
	CONSTRAINT "bonuses_status" CHECK (status IN ('active', 'retired')),
	CONSTRAINT "bonuses_type" CHECK (type IN ('deposit', 'promo', 'promo_freespins', 'personal')),
	CONSTRAINT "bonuses_welcome_step" CHECK (welcome_step IS NULL OR (welcome_step BETWEEN 1 AND 4 AND NOT is_personal)),
	CONSTRAINT "bonuses_deposit_range" CHECK (min_deposit IS NULL OR max_deposit IS NULL OR max_deposit > min_deposit),
	CONSTRAINT "bonuses_amounts" CHECK (amount_multiplier_bp BETWEEN 0 AND 1000000 AND freespins_count BETWEEN 0 AND 1000
      AND wager BETWEEN 0 AND 100 AND wager_freespins BETWEEN 0 AND 100 AND deadline_hours BETWEEN 1 AND 8760
      AND coalesce(min_deposit, 0) >= 0 AND coalesce(max_amount, 1) > 0 AND coalesce(wager_max_bet, 1) > 0
      AND coalesce(freespins_amount, 1) > 0 AND coalesce(max_amount_multiplier, 1) > 0),
	CONSTRAINT "bonuses_freespins_game" CHECK (freespins_count = 0 OR (freespins_game_id IS NOT NULL AND freespins_amount IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "player_bonus_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"is_welcome_enabled_fiat" boolean DEFAULT true NOT NULL,
	"is_welcome_enabled_crypto" boolean DEFAULT true NOT NULL,
	"preferred_fiat_id" bigint,
	"preferred_fiat_enabled" boolean DEFAULT false NOT NULL,
	"preferred_crypto_id" bigint,
	"preferred_crypto_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_code_activations" (
	"code" text NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_code_activations_code_user_id_pk" PRIMARY KEY("code","user_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint,
	"bonus_id" bigint,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_codes_upper" CHECK (code = upper(code) AND code ~ '^[A-Z0-9_-]{3,32}$'),
	CONSTRAINT "promo_codes_kind" CHECK ((kind = 'main' AND amount > 0) OR (kind <> 'main' AND bonus_id IS NOT NULL)),
	CONSTRAINT "promo_codes_usage" CHECK (usage_limit IS NULL OR used_count <= usage_limit)
);
--> statement-breakpoint
CREATE TABLE "wheel_prizes" (
	"slot" integer PRIMARY KEY NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"promo" text,
	"balance_type" text DEFAULT 'main' NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "wheel_prizes_slot" CHECK (slot BETWEEN 0 AND 14),
	CONSTRAINT "wheel_prizes_amount" CHECK (amount >= 0),
	CONSTRAINT "wheel_prizes_weight" CHECK (weight >= 0),
	CONSTRAINT "wheel_prizes_balance_type" CHECK (balance_type IN ('main', 'bonus'))
);
--> statement-breakpoint
CREATE TABLE "wheel_seeds" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"slot" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"promo" text,
	"balance_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wheel_spins_one_a_day" UNIQUE("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "player_bonuses" DROP CONSTRAINT "player_bonuses_status";--> statement-breakpoint
ALTER TABLE "player_bonuses" DROP CONSTRAINT "player_bonuses_amount_positive";--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "max_win" bigint;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "wager_max_bet" bigint;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "games_wagers" jsonb;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "freespins_left" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "freespins_amount" bigint;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "freespins_game_id" text;--> statement-breakpoint
CREATE INDEX "bonus_personal_offers_user_idx" ON "bonus_personal_offers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "player_bonuses_user_bonus_idx" ON "player_bonuses" USING btree ("user_id","bonus_id");--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_freespins" CHECK (freespins_left >= 0);--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_status" CHECK (status IN ('active', 'wagered', 'expired', 'forfeited'));--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_amount_positive" CHECK (amount > 0 OR freespins_left > 0);