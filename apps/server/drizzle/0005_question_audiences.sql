CREATE TYPE "public"."question_audience" AS ENUM('all_staff', 'technical', 'managers');--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "audience" "question_audience" DEFAULT 'all_staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "question_audience" "question_audience";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "audience" "question_audience" DEFAULT 'all_staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "audience" "question_audience" DEFAULT 'all_staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_answers_question_idx" ON "attempt_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "live_answers_question_idx" ON "live_answers" USING btree ("question_id");