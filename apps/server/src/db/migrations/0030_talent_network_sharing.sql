ALTER TABLE "talent_network_members" ADD COLUMN "resume_key" text;--> statement-breakpoint
ALTER TABLE "talent_network_members" ADD COLUMN "resume_name" text;--> statement-breakpoint
ALTER TABLE "talent_network_members" ADD COLUMN "profile_shared" boolean DEFAULT false NOT NULL;