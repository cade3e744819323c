ALTER TABLE "offers" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "hiring_manager" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "next_steps" text;