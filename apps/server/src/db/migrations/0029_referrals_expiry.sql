DROP INDEX "referrals_open_email_position_idx";--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_open_email_position_idx" ON "referrals" USING btree ("tenant_id","position_id","email") WHERE "referrals"."linked_at" is null and "referrals"."expired_at" is null;