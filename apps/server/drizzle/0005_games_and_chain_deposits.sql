CREATE TABLE "chain_deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"chain_tx_id" text NOT NULL,
	"address" text NOT NULL,
	"memo" text,
	"user_id" bigint,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_deposits_amount_positive" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" bigint NOT NULL,
	"chain_index" integer NOT NULL,
	"hash" text NOT NULL,
	"crash_point" integer NOT NULL,
	"status" text NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"crashed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fairness_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"player_label" text NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"multiplier" bigint DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"outcome" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" jsonb,
	"status" text NOT NULL,
	"seed_id" bigint,
	"nonce" bigint,
	"crash_round_id" bigint,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_bets_amount_positive" CHECK (amount > 0),
	CONSTRAINT "game_bets_payout_not_negative" CHECK (payout >= 0 AND multiplier >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_favorites" (
	"user_id" bigint NOT NULL,
	"game_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favorites_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"search_text" text NOT NULL,
	"category" text NOT NULL,
	"provider" text NOT NULL,
	"image_url" text NOT NULL,
	"label" text,
	"blacklist_countries" text[] DEFAULT '{}' NOT NULL,
	"blacklist_currencies" text[] DEFAULT '{}' NOT NULL,
	"rate" integer DEFAULT 0 NOT NULL,
	"rtp" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_transaction_id_cashier_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."cashier_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_category_game_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."game_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_game_providers_slug_fk" FOREIGN KEY ("provider") REFERENCES "public"."game_providers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposits_tx_uq" ON "chain_deposits" USING btree ("currency","chain_tx_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_chain_index_uq" ON "crash_rounds" USING btree ("chain_id","chain_index");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_one_live_uq" ON "crash_rounds" USING btree ((true)) WHERE status <> 'crashed';--> statement-breakpoint
CREATE UNIQUE INDEX "fairness_seeds_one_active_uq" ON "fairness_seeds" USING btree ("user_id") WHERE active;--> statement-breakpoint
CREATE INDEX "fairness_seeds_user_idx" ON "fairness_seeds" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_bets_idempotency_uq" ON "game_bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "game_bets_user_idx" ON "game_bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "game_bets_game_created_idx" ON "game_bets" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_bets_one_open_mines_uq" ON "game_bets" USING btree ("user_id") WHERE status = 'open' AND game_id = 'mines';--> statement-breakpoint
CREATE UNIQUE INDEX "game_bets_one_per_crash_round_uq" ON "game_bets" USING btree ("user_id","crash_round_id");--> statement-breakpoint
CREATE INDEX "game_bets_open_crash_idx" ON "game_bets" USING btree ("crash_round_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "games_category_idx" ON "games" USING btree ("category");--> statement-breakpoint
CREATE INDEX "games_provider_idx" ON "games" USING btree ("provider");