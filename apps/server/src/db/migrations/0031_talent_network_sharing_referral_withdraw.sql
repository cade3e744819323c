ALTER TABLE "referrals" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "resent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "talent_network_members" ADD COLUMN "resume_key" text;--> statement-breakpoint
ALTER TABLE "talent_network_members" ADD COLUMN "resume_name" text;--> statement-breakpoint
ALTER TABLE "talent_network_members" ADD COLUMN "profile_shared" boolean DEFAULT false NOT NULL;