CREATE TABLE "bet_sweeps" (
	"name" text PRIMARY KEY NOT NULL,
	"swept_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_bets" (
	"tournament_id" bigint NOT NULL,
	"bet_id" bigint NOT NULL,
	CONSTRAINT "tournament_bets_tournament_id_bet_id_pk" PRIMARY KEY("tournament_id","bet_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"tournament_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_entries_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_payouts" (
	"tournament_id" bigint NOT NULL,
	"place" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"score" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "tournament_payouts_tournament_id_place_pk" PRIMARY KEY("tournament_id","place"),
	CONSTRAINT "tournament_payouts_amount_positive" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_counted_bets" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vip_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vip_wagered" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "scoring" text DEFAULT 'wagered' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "games" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "min_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "join_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "prizes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_entries_board_idx" ON "tournament_entries" USING btree ("tournament_id","score" DESC NULLS FIRST,"reached_at","user_id");--> statement-breakpoint
CREATE INDEX "tournament_payouts_unpaid_idx" ON "tournament_payouts" USING btree ("tournament_id") WHERE paid_at IS NULL;--> statement-breakpoint
CREATE INDEX "vip_counted_bets_counted_idx" ON "vip_counted_bets" USING btree ("counted_at");--> statement-breakpoint
CREATE INDEX "game_bets_settled_brin" ON "game_bets" USING brin ("settled_at");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_scoring" CHECK (scoring IN ('wagered', 'net_win', 'multiplier'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_min_stake" CHECK (min_stake >= 0);