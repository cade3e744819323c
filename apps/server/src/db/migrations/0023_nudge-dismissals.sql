CREATE TABLE "nudge_dismissals" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"nudge_id" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nudge_dismissals_tenant_id_user_id_nudge_id_pk" PRIMARY KEY("tenant_id","user_id","nudge_id")
);
--> statement-breakpoint
ALTER TABLE "nudge_dismissals" ADD CONSTRAINT "nudge_dismissals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nudge_dismissals" ADD CONSTRAINT "nudge_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_user_search_idx" ON "analytics_events" USING btree ("tenant_id","user_id","created_at") WHERE namespace = 'search' and user_id is not null;