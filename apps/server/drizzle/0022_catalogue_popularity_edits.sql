CREATE TABLE "game_operator_edits" (
	"game_id" text PRIMARY KEY NOT NULL,
	"fields" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_popularity" (
	"game_id" text PRIMARY KEY NOT NULL,
	"bets" bigint NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_operator_edits" ADD CONSTRAINT "game_operator_edits_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_popularity" ADD CONSTRAINT "game_popularity_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;