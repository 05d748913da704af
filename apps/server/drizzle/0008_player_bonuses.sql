CREATE TABLE "player_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"wager_from_bet_id" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "player_bonuses_source_unique" UNIQUE("source"),
	CONSTRAINT "player_bonuses_status" CHECK (status IN ('active', 'wagered', 'expired')),
	CONSTRAINT "player_bonuses_amount_positive" CHECK (amount > 0),
	CONSTRAINT "player_bonuses_wager_range" CHECK (wager_multiplier BETWEEN 0 AND 100),
	CONSTRAINT "player_bonuses_period" CHECK (expires_at > created_at)
);
--> statement-breakpoint
CREATE INDEX "player_bonuses_active_idx" ON "player_bonuses" USING btree ("user_id") WHERE status = 'active';