ALTER TABLE "notifications" ADD COLUMN "about_user_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_about_user_id_users_id_fk" FOREIGN KEY ("about_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_about_idx" ON "notifications" USING btree ("tenant_id","about_user_id") WHERE "notifications"."about_user_id" is not null;--> statement-breakpoint
-- Notices written before the column existed: offer notices name their offer in source_key,
-- form notices their assignment in event_key.
UPDATE "notifications" AS n SET "about_user_id" = o."candidate_id" FROM "offers" AS o WHERE n."source_key" = 'admin-offer:' || o."id"::text AND n."tenant_id" = o."tenant_id";--> statement-breakpoint
UPDATE "notifications" AS n SET "about_user_id" = a."user_id" FROM "form_assignments" AS a WHERE n."event_key" = 'admin_form_submitted:' || a."id"::text AND n."tenant_id" = a."tenant_id";
