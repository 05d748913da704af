ALTER TABLE "game_bets" DROP CONSTRAINT "game_bets_amount_positive";--> statement-breakpoint
ALTER TABLE "game_bets" ADD COLUMN "stake_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "game_bets_open_user_idx" ON "game_bets" USING btree ("user_id") WHERE status = 'open';--> statement-breakpoint
ALTER TABLE "game_bets" ADD CONSTRAINT "game_bets_amount_positive" CHECK (amount > 0 AND stake_bonus BETWEEN 0 AND amount);