import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The trust pages editors write (About, Editorial standards, AI policy, Corrections policy), with drafts. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trust_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__trust_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "trust_pages" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"content" jsonb,
  	"content_html" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_trust_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_trust_pages_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_content" jsonb,
  	"version_content_html" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__trust_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trust_pages_id" uuid;
  ALTER TABLE "_trust_pages_v" ADD CONSTRAINT "_trust_pages_v_parent_id_trust_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trust_pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "trust_pages_slug_idx" ON "trust_pages" USING btree ("slug");
  CREATE INDEX "trust_pages_updated_at_idx" ON "trust_pages" USING btree ("updated_at");
  CREATE INDEX "trust_pages_created_at_idx" ON "trust_pages" USING btree ("created_at");
  CREATE INDEX "trust_pages__status_idx" ON "trust_pages" USING btree ("_status");
  CREATE INDEX "_trust_pages_v_parent_idx" ON "_trust_pages_v" USING btree ("parent_id");
  CREATE INDEX "_trust_pages_v_version_version_slug_idx" ON "_trust_pages_v" USING btree ("version_slug");
  CREATE INDEX "_trust_pages_v_version_version_updated_at_idx" ON "_trust_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_trust_pages_v_version_version_created_at_idx" ON "_trust_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_trust_pages_v_version_version__status_idx" ON "_trust_pages_v" USING btree ("version__status");
  CREATE INDEX "_trust_pages_v_created_at_idx" ON "_trust_pages_v" USING btree ("created_at");
  CREATE INDEX "_trust_pages_v_updated_at_idx" ON "_trust_pages_v" USING btree ("updated_at");
  CREATE INDEX "_trust_pages_v_latest_idx" ON "_trust_pages_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trust_pages_fk" FOREIGN KEY ("trust_pages_id") REFERENCES "public"."trust_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_trust_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("trust_pages_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trust_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trust_pages_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "trust_pages" CASCADE;
  DROP TABLE "_trust_pages_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trust_pages_fk";
  
  DROP INDEX "payload_locked_documents_rels_trust_pages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trust_pages_id";
  DROP TYPE "public"."enum_trust_pages_status";
  DROP TYPE "public"."enum__trust_pages_v_version_status";`)
}
