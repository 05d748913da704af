CREATE TABLE "sportsbook_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds" bigint NOT NULL,
	"potential_payout" bigint NOT NULL,
	"accept_odds" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payout" bigint,
	"hold_id" bigint NOT NULL,
	"settle_version" integer DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sportsbook_bets_stake_positive" CHECK (stake > 0),
	CONSTRAINT "sportsbook_bets_status" CHECK (status IN ('open', 'won', 'lost', 'void', 'cashed_out'))
);
--> statement-breakpoint
CREATE TABLE "sportsbook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"league_id" bigint NOT NULL,
	"sport_id" integer NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"score_home" integer,
	"score_away" integer,
	"periods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"clock" jsonb,
	"feed_ref" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sportsbook_events_status" CHECK (status IN ('upcoming', 'live', 'finished', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sportsbook_favorites" (
	"user_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sportsbook_favorites_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "sportsbook_feed_state" (
	"feed" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_leagues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"top_rank" smallint,
	"feed_ref" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_markets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"type" text NOT NULL,
	"line" text DEFAULT '' NOT NULL,
	"period" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result_version" integer DEFAULT 0 NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "sportsbook_markets_status" CHECK (status IN ('open', 'suspended', 'settled', 'void'))
);
--> statement-breakpoint
CREATE TABLE "sportsbook_outcomes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market_id" bigint NOT NULL,
	"key" text NOT NULL,
	"odds" integer NOT NULL,
	"result" text,
	CONSTRAINT "sportsbook_outcomes_odds" CHECK (odds BETWEEN 101 AND 100000)
);
--> statement-breakpoint
CREATE TABLE "sportsbook_selections" (
	"bet_id" bigint NOT NULL,
	"leg" smallint NOT NULL,
	"event_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"outcome_id" bigint NOT NULL,
	"odds" integer NOT NULL,
	"result" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "sportsbook_selections_bet_id_leg_pk" PRIMARY KEY("bet_id","leg")
);
--> statement-breakpoint
ALTER TABLE "sportsbook_events" ADD CONSTRAINT "sportsbook_events_league_id_sportsbook_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."sportsbook_leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_favorites" ADD CONSTRAINT "sportsbook_favorites_event_id_sportsbook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sportsbook_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_markets" ADD CONSTRAINT "sportsbook_markets_event_id_sportsbook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sportsbook_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_outcomes" ADD CONSTRAINT "sportsbook_outcomes_market_id_sportsbook_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sportsbook_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_selections" ADD CONSTRAINT "sportsbook_selections_bet_id_sportsbook_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sportsbook_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_bets_key_uq" ON "sportsbook_bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sportsbook_bets_user_idx" ON "sportsbook_bets" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_events_feed_ref_uq" ON "sportsbook_events" USING btree ("feed_ref");--> statement-breakpoint
CREATE INDEX "sportsbook_events_sport_status_idx" ON "sportsbook_events" USING btree ("sport_id","status","starts_at","id");--> statement-breakpoint
CREATE INDEX "sportsbook_events_league_idx" ON "sportsbook_events" USING btree ("league_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_leagues_feed_ref_uq" ON "sportsbook_leagues" USING btree ("feed_ref");--> statement-breakpoint
CREATE INDEX "sportsbook_leagues_sport_idx" ON "sportsbook_leagues" USING btree ("sport_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_markets_uq" ON "sportsbook_markets" USING btree ("event_id","type","line","period");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_outcomes_uq" ON "sportsbook_outcomes" USING btree ("market_id","key");--> statement-breakpoint
CREATE INDEX "sportsbook_selections_market_idx" ON "sportsbook_selections" USING btree ("market_id","bet_id");