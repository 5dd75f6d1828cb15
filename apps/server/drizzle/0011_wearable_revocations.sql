CREATE TABLE "wearable_revocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"token_sealed" text NOT NULL,
	"trigger" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"give_up_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wearable_revocations_due_idx" ON "wearable_revocations" USING btree ("next_attempt_at");