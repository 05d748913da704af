CREATE TABLE "aggregator_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" text NOT NULL,
	"round_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"debited" bigint DEFAULT 0 NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "aggregator_rounds_totals" CHECK (debited >= 0 AND credited >= 0)
);
--> statement-breakpoint
CREATE TABLE "aggregator_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" bigint NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"mode" text NOT NULL,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aggregator_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference_transaction_id" text,
	"status" text NOT NULL,
	"request_hash" text NOT NULL,
	"reply" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aggregator_transactions_amount" CHECK (amount >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "aggregator_rounds_round_uq" ON "aggregator_rounds" USING btree ("operator_id","round_id","user_id");--> statement-breakpoint
CREATE INDEX "aggregator_rounds_user_idx" ON "aggregator_rounds" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "aggregator_sessions_token_uq" ON "aggregator_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "aggregator_sessions_user_idx" ON "aggregator_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "aggregator_transactions_id_uq" ON "aggregator_transactions" USING btree ("operator_id","transaction_id");--> statement-breakpoint
CREATE INDEX "aggregator_transactions_reference_idx" ON "aggregator_transactions" USING btree ("operator_id","reference_transaction_id") WHERE reference_transaction_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "aggregator_transactions_user_idx" ON "aggregator_transactions" USING btree ("user_id","id");