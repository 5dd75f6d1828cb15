CREATE TABLE "live_answers" (
	"session_id" uuid NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"choice_keys" jsonb NOT NULL,
	"is_correct" boolean NOT NULL,
	"credit" real NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_answers_session_id_round_user_id_question_id_pk" PRIMARY KEY("session_id","round","user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "live_answers" ADD CONSTRAINT "live_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_answers" ADD CONSTRAINT "live_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_answers_user_idx" ON "live_answers" USING btree ("user_id","answered_at");