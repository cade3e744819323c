ALTER TABLE "email_outbox" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "talent_network_members" ADD COLUMN "locale" text;