CREATE TABLE "live_results" (
	"session_id" uuid NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"user_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"game_id" uuid,
	"points" integer NOT NULL,
	"rank" integer NOT NULL,
	"players_count" integer NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_results_session_id_round_user_id_pk" PRIMARY KEY("session_id","round","user_id")
);
--> statement-breakpoint
CREATE TABLE "lookups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_snapshots" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"awareness" integer NOT NULL,
	"risk" integer NOT NULL,
	CONSTRAINT "score_snapshots_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "user_scores" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"awareness" integer NOT NULL,
	"awareness_band" text NOT NULL,
	"evidence" real NOT NULL,
	"low_confidence" boolean NOT NULL,
	"capped" boolean NOT NULL,
	"risk" integer NOT NULL,
	"risk_band" text NOT NULL,
	"role_level" text NOT NULL,
	"impact" real NOT NULL,
	"factors" jsonb NOT NULL,
	"formula_version" text NOT NULL,
	"points" integer NOT NULL,
	"last_active_at" timestamp with time zone,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_topic_scores" (
	"user_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"mastery" real NOT NULL,
	"evidence" real NOT NULL,
	"answered" integer NOT NULL,
	CONSTRAINT "user_topic_scores_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "live_answers" DROP CONSTRAINT "live_answers_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "live_answers" DROP CONSTRAINT "live_answers_session_id_round_user_id_question_id_pk";--> statement-breakpoint
ALTER TABLE "live_answers" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "live_answers" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nickname" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "leaderboard_anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_results" ADD CONSTRAINT "live_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_results" ADD CONSTRAINT "live_results_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_snapshots" ADD CONSTRAINT "score_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_scores" ADD CONSTRAINT "user_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_topic_scores" ADD CONSTRAINT "user_topic_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_topic_scores" ADD CONSTRAINT "user_topic_scores_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_results_user_idx" ON "live_results" USING btree ("user_id","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lookups_kind_value_key" ON "lookups" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "score_snapshots_day_idx" ON "score_snapshots" USING btree ("day");--> statement-breakpoint
CREATE INDEX "user_scores_points_idx" ON "user_scores" USING btree ("points" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_scores_risk_band_idx" ON "user_scores" USING btree ("risk_band");--> statement-breakpoint
CREATE INDEX "user_topic_scores_category_idx" ON "user_topic_scores" USING btree ("category_id");--> statement-breakpoint
ALTER TABLE "live_answers" ADD CONSTRAINT "live_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_answers_answer_key" ON "live_answers" USING btree ("session_id","round","user_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_department_idx" ON "users" USING btree (("departments" ->> 0));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company");--> statement-breakpoint
CREATE INDEX "users_inactive_idx" ON "users" USING btree ("id") WHERE "users"."is_active" = false;
