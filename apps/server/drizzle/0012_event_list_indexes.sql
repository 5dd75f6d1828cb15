CREATE INDEX "attempts_game_started_idx" ON "attempts" USING btree ("game_id","started_at","user_id");--> statement-breakpoint
CREATE INDEX "users_departments_gin_idx" ON "users" USING gin ("departments");--> statement-breakpoint
CREATE INDEX "users_positions_gin_idx" ON "users" USING gin ("positions");--> statement-breakpoint
CREATE INDEX "users_countries_gin_idx" ON "users" USING gin ("countries");--> statement-breakpoint
CREATE INDEX "users_group_idx" ON "users" USING btree ("group");