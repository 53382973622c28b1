CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"caller_id" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'in_progress' NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("caller_id","operation","key"),
	CONSTRAINT "idempotency_keys_key_length_ck" CHECK (char_length("idempotency_keys"."key") between 1 and 128),
	CONSTRAINT "idempotency_keys_caller_length_ck" CHECK (char_length("idempotency_keys"."caller_id") between 1 and 128),
	CONSTRAINT "idempotency_keys_operation_length_ck" CHECK (char_length("idempotency_keys"."operation") between 1 and 64),
	CONSTRAINT "idempotency_keys_request_hash_ck" CHECK ("idempotency_keys"."request_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "idempotency_keys_state_ck" CHECK ("idempotency_keys"."state" in ('in_progress','completed')),
	CONSTRAINT "idempotency_keys_completed_ck" CHECK (("idempotency_keys"."state" = 'completed') = ("idempotency_keys"."response" is not null and "idempotency_keys"."completed_at" is not null))
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");