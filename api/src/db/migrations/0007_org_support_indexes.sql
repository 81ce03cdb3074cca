CREATE INDEX "escalations_org_idx" ON "escalations" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_org_idx" ON "offers" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "rewards_org_idx" ON "rewards" USING btree ("org_id");