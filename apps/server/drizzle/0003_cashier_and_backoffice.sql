CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashier_disputes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"accept_option" text NOT NULL,
	"amount" bigint,
	"comment" text,
	"problem" text,
	"image_path" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"previous_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cashier_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"method_id" text,
	"subbank_id" text,
	"provider" text,
	"address" text,
	"memo" text,
	"external_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sender_bank" text,
	"callback_url" text,
	"hold_id" bigint,
	"receipt_path" text,
	"expires_at" timestamp with time zone,
	"cancellable_until" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashier_transactions_amount_positive" CHECK (amount > 0),
	CONSTRAINT "cashier_transactions_fee_not_negative" CHECK (fee >= 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"address" text NOT NULL,
	"memo" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_payout_details" (
	"user_id" bigint NOT NULL,
	"method_id" text NOT NULL,
	"subbank_id" text,
	"details" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_disputes" ADD CONSTRAINT "cashier_disputes_transaction_id_cashier_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."cashier_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_uq" ON "operators" USING btree ("email");--> statement-breakpoint
CREATE INDEX "cashier_disputes_transaction_idx" ON "cashier_disputes" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_disputes_one_open_uq" ON "cashier_disputes" USING btree ("transaction_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "cashier_transactions_user_idx" ON "cashier_transactions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "cashier_transactions_status_idx" ON "cashier_transactions" USING btree ("status","type");--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_transactions_idempotency_uq" ON "cashier_transactions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_transactions_external_uq" ON "cashier_transactions" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "deposit_addresses_user_idx" ON "deposit_addresses" USING btree ("user_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_address_uq" ON "deposit_addresses" USING btree ("currency","address","memo");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_payout_details_uq" ON "saved_payout_details" USING btree ("user_id","method_id");