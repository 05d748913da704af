CREATE TABLE "support_articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(CASE language WHEN 'en' THEN 'english'::regconfig WHEN 'ru' THEN 'russian'::regconfig ELSE 'simple'::regconfig END, title), 'A') || setweight(to_tsvector(CASE language WHEN 'en' THEN 'english'::regconfig WHEN 'ru' THEN 'russian'::regconfig ELSE 'simple'::regconfig END, body), 'B')) STORED,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"vip_players_only" boolean DEFAULT false NOT NULL,
	"descriptions" jsonb NOT NULL,
	"prize_pool" bigint NOT NULL,
	"currency" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tournaments_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tournaments_english_name" CHECK (descriptions ? 'en'),
	CONSTRAINT "tournaments_period" CHECK (ends_at > starts_at),
	CONSTRAINT "tournaments_prize_pool_positive" CHECK (prize_pool > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "support_articles_slug_language_uq" ON "support_articles" USING btree ("slug","language");--> statement-breakpoint
CREATE INDEX "support_articles_search_gin" ON "support_articles" USING gin ("search");