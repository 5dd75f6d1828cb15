ALTER TYPE "public"."question_kind" ADD VALUE 'type_answer';--> statement-breakpoint
ALTER TYPE "public"."question_kind" ADD VALUE 'poll';--> statement-breakpoint
ALTER TYPE "public"."question_kind" ADD VALUE 'slider';--> statement-breakpoint
ALTER TYPE "public"."question_kind" ADD VALUE 'ordering';--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD COLUMN "text_answer" text;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD COLUMN "number_answer" double precision;--> statement-breakpoint
ALTER TABLE "live_answers" ADD COLUMN "text_answer" text;--> statement-breakpoint
ALTER TABLE "live_answers" ADD COLUMN "number_answer" double precision;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "accepted_answers" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "slider" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_alt" jsonb;