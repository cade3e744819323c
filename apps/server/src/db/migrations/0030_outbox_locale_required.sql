-- Every outbox row keeps the language it was written in (issue 21, docs/i18n.md): the relay no
-- longer looks it up when it sends. Rows written before carried it only for mails to an
-- address; the rest get what the relay would have looked up (the user's saved choice, else the
-- company's default, else English), once, here.
UPDATE "email_outbox" AS o SET "locale" = coalesce(
  (SELECT u."locale" FROM "users" AS u WHERE u."id" = o."user_id"),
  (SELECT t."config" -> 'locale' ->> 'default' FROM "tenants" AS t WHERE t."id" = o."tenant_id"),
  'en'
) WHERE o."locale" IS NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "locale" SET NOT NULL;
