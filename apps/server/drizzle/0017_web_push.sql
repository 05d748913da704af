CREATE TABLE "push_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"session_id" text,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"uploaded_by" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_attachments_size_ck" CHECK (size > 0 AND size <= 5242880 AND octet_length(bytes) = size)
);
--> statement-breakpoint
CREATE TABLE "support_conversations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"guest_email" text,
	"guest_token_hash" text,
	"language" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_operator_id" bigint,
	"last_message_at" timestamp with time zone,
	"player_unread" integer DEFAULT 0 NOT NULL,
	"operator_unread" integer DEFAULT 0 NOT NULL,
	"player_read_id" bigint,
	"operator_read_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_conversations_owner_ck" CHECK ((user_id IS NOT NULL AND guest_token_hash IS NULL AND guest_email IS NULL) OR (user_id IS NULL AND guest_token_hash IS NOT NULL AND guest_email IS NOT NULL)),
	CONSTRAINT "support_conversations_unread_ck" CHECK (player_unread >= 0 AND operator_unread >= 0)
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"author" text NOT NULL,
	"operator_id" bigint,
	"body" text DEFAULT '' NOT NULL,
	"attachment_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_body_ck" CHECK (char_length(body) <= 2000)
);
--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_attachment_id_support_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."support_attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "support_attachments_conversation_idx" ON "support_attachments" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_user_uq" ON "support_conversations" USING btree ("user_id") WHERE user_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_guest_token_uq" ON "support_conversations" USING btree ("guest_token_hash") WHERE guest_token_hash IS NOT NULL;--> statement-breakpoint
CREATE INDEX "support_conversations_queue_idx" ON "support_conversations" USING btree ("status",(operator_unread > 0) DESC,coalesce(last_message_at, created_at) DESC,id DESC);--> statement-breakpoint
CREATE INDEX "support_messages_conversation_idx" ON "support_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_attachment_uq" ON "support_messages" USING btree ("attachment_id") WHERE attachment_id IS NOT NULL;