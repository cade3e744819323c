CREATE TABLE "tenant_signing_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"certificate_pem" text NOT NULL,
	"sealed_private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "offer_documents" ADD COLUMN "unsealed_key" text;--> statement-breakpoint
ALTER TABLE "offer_documents" ADD COLUMN "uploaded_key" text;--> statement-breakpoint
ALTER TABLE "offer_documents" ADD COLUMN "uploaded_sha256" text;--> statement-breakpoint
ALTER TABLE "offer_documents" ADD COLUMN "uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_documents" ADD COLUMN "uploaded_ip" text;--> statement-breakpoint
ALTER TABLE "offer_documents" ADD COLUMN "uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "offer_documents" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "offer_documents" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_signing_keys" ADD CONSTRAINT "tenant_signing_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_signing_keys_current_uq" ON "tenant_signing_keys" USING btree ("tenant_id") WHERE "tenant_signing_keys"."retired_at" is null;--> statement-breakpoint
ALTER TABLE "offer_documents" ADD CONSTRAINT "offer_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;