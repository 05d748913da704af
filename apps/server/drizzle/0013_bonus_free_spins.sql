ALTER TABLE "player_bonuses" DROP CONSTRAINT "player_bonuses_amount_positive";--> statement-breakpoint
ALTER TABLE "player_bonuses" DROP CONSTRAINT "player_bonuses_freespins";--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "wager_freespins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "freespins_max_win" bigint;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "freespins_won" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_bets" ADD COLUMN "free_spin_of" bigint;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_amount_not_negative" CHECK (amount >= 0 AND freespins_won >= 0);--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_freespins" CHECK (freespins_left >= 0 AND wager_freespins BETWEEN 0 AND 100);