ALTER TABLE "users" ADD COLUMN "buy_banned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fiat_banned" boolean DEFAULT false NOT NULL;