import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The newsroom round: corrections and update notes, per-article SEO, the curated digest. The
 * issues' status enum is made anew, not extended: PostgreSQL refuses a value that ALTER TYPE … ADD
 * VALUE added in the same transaction, and the new default is one.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_articles_corrections_kind" AS ENUM('correction', 'update');
  CREATE TYPE "public"."enum__articles_v_version_corrections_kind" AS ENUM('correction', 'update');
  ALTER TYPE "public"."enum_newsletter_issues_status" RENAME TO "enum_newsletter_issues_status_before_curation";
  CREATE TYPE "public"."enum_newsletter_issues_status" AS ENUM('draft', 'approved', 'sending', 'sent');
  ALTER TABLE "newsletter_issues" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "newsletter_issues" ALTER COLUMN "status" SET DATA TYPE "public"."enum_newsletter_issues_status" USING "status"::text::"public"."enum_newsletter_issues_status";
  DROP TYPE "public"."enum_newsletter_issues_status_before_curation";
  CREATE TABLE "articles_corrections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_articles_corrections_kind" DEFAULT 'correction',
  	"date" timestamp(3) with time zone,
  	"text" varchar
  );
  
  CREATE TABLE "_articles_v_version_corrections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"kind" "enum__articles_v_version_corrections_kind" DEFAULT 'correction',
  	"date" timestamp(3) with time zone,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "newsletter_issues_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" uuid
  );
  
  ALTER TABLE "newsletter_issues" ALTER COLUMN "status" SET DEFAULT 'draft';
  ALTER TABLE "newsletter_issues" ALTER COLUMN "html" DROP NOT NULL;
  ALTER TABLE "newsletter_issues" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "articles" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "articles" ADD COLUMN "seo_social_title" varchar;
  ALTER TABLE "articles" ADD COLUMN "seo_social_image_id" uuid;
  ALTER TABLE "articles" ADD COLUMN "seo_canonical_url" varchar;
  ALTER TABLE "articles" ADD COLUMN "seo_noindex" boolean DEFAULT false;
  ALTER TABLE "articles" ADD COLUMN "last_substantive_update" timestamp(3) with time zone;
  ALTER TABLE "_articles_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_seo_social_title" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_seo_social_image_id" uuid;
  ALTER TABLE "_articles_v" ADD COLUMN "version_seo_canonical_url" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_seo_noindex" boolean DEFAULT false;
  ALTER TABLE "_articles_v" ADD COLUMN "version_last_substantive_update" timestamp(3) with time zone;
  ALTER TABLE "newsletter_issues" ADD COLUMN "intro" varchar;
  ALTER TABLE "newsletter_issues" ADD COLUMN "approved_by_id" uuid;
  ALTER TABLE "newsletter_issues" ADD COLUMN "approved_at" timestamp(3) with time zone;
  ALTER TABLE "articles_corrections" ADD CONSTRAINT "articles_corrections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_corrections" ADD CONSTRAINT "_articles_v_version_corrections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_issues_rels" ADD CONSTRAINT "newsletter_issues_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_issues_rels" ADD CONSTRAINT "newsletter_issues_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "articles_corrections_order_idx" ON "articles_corrections" USING btree ("_order");
  CREATE INDEX "articles_corrections_parent_id_idx" ON "articles_corrections" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_version_corrections_order_idx" ON "_articles_v_version_corrections" USING btree ("_order");
  CREATE INDEX "_articles_v_version_corrections_parent_id_idx" ON "_articles_v_version_corrections" USING btree ("_parent_id");
  CREATE INDEX "newsletter_issues_rels_order_idx" ON "newsletter_issues_rels" USING btree ("order");
  CREATE INDEX "newsletter_issues_rels_parent_idx" ON "newsletter_issues_rels" USING btree ("parent_id");
  CREATE INDEX "newsletter_issues_rels_path_idx" ON "newsletter_issues_rels" USING btree ("path");
  CREATE INDEX "newsletter_issues_rels_articles_id_idx" ON "newsletter_issues_rels" USING btree ("articles_id");
  ALTER TABLE "articles" ADD CONSTRAINT "articles_seo_social_image_id_media_id_fk" FOREIGN KEY ("seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_seo_social_image_id_media_id_fk" FOREIGN KEY ("version_seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "articles_seo_seo_social_image_idx" ON "articles" USING btree ("seo_social_image_id");
  CREATE INDEX "_articles_v_version_seo_version_seo_social_image_idx" ON "_articles_v" USING btree ("version_seo_social_image_id");
  CREATE INDEX "newsletter_issues_approved_by_idx" ON "newsletter_issues" USING btree ("approved_by_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles_corrections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_version_corrections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_issues_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "articles_corrections" CASCADE;
  DROP TABLE "_articles_v_version_corrections" CASCADE;
  DROP TABLE "newsletter_issues_rels" CASCADE;
  ALTER TABLE "articles" DROP CONSTRAINT "articles_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "_articles_v" DROP CONSTRAINT "_articles_v_version_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "newsletter_issues" DROP CONSTRAINT "newsletter_issues_approved_by_id_users_id_fk";
  
  ALTER TABLE "newsletter_issues" ALTER COLUMN "status" SET DATA TYPE text;
  DELETE FROM "newsletter_issues" WHERE "status" IN ('draft', 'approved');
  ALTER TABLE "newsletter_issues" ALTER COLUMN "status" SET DEFAULT 'sending'::text;
  DROP TYPE "public"."enum_newsletter_issues_status";
  CREATE TYPE "public"."enum_newsletter_issues_status" AS ENUM('sending', 'sent');
  ALTER TABLE "newsletter_issues" ALTER COLUMN "status" SET DEFAULT 'sending'::"public"."enum_newsletter_issues_status";
  ALTER TABLE "newsletter_issues" ALTER COLUMN "status" SET DATA TYPE "public"."enum_newsletter_issues_status" USING "status"::"public"."enum_newsletter_issues_status";
  DROP INDEX "articles_seo_seo_social_image_idx";
  DROP INDEX "_articles_v_version_seo_version_seo_social_image_idx";
  DROP INDEX "newsletter_issues_approved_by_idx";
  ALTER TABLE "newsletter_issues" ALTER COLUMN "html" SET NOT NULL;
  ALTER TABLE "newsletter_issues" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "articles" DROP COLUMN "seo_description";
  ALTER TABLE "articles" DROP COLUMN "seo_social_title";
  ALTER TABLE "articles" DROP COLUMN "seo_social_image_id";
  ALTER TABLE "articles" DROP COLUMN "seo_canonical_url";
  ALTER TABLE "articles" DROP COLUMN "seo_noindex";
  ALTER TABLE "articles" DROP COLUMN "last_substantive_update";
  ALTER TABLE "_articles_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "_articles_v" DROP COLUMN "version_seo_social_title";
  ALTER TABLE "_articles_v" DROP COLUMN "version_seo_social_image_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_seo_canonical_url";
  ALTER TABLE "_articles_v" DROP COLUMN "version_seo_noindex";
  ALTER TABLE "_articles_v" DROP COLUMN "version_last_substantive_update";
  ALTER TABLE "newsletter_issues" DROP COLUMN "intro";
  ALTER TABLE "newsletter_issues" DROP COLUMN "approved_by_id";
  ALTER TABLE "newsletter_issues" DROP COLUMN "approved_at";
  DROP TYPE "public"."enum_articles_corrections_kind";
  DROP TYPE "public"."enum__articles_v_version_corrections_kind";`)
}
