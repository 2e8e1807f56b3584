import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_paths_level" AS ENUM('beginner', 'intermediate');
  CREATE TABLE "paths" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"level" "enum_paths_level",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "paths_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" uuid
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "paths_id" uuid;
  ALTER TABLE "paths_rels" ADD CONSTRAINT "paths_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "paths_rels" ADD CONSTRAINT "paths_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "paths_slug_idx" ON "paths" USING btree ("slug");
  CREATE INDEX "paths_updated_at_idx" ON "paths" USING btree ("updated_at");
  CREATE INDEX "paths_created_at_idx" ON "paths" USING btree ("created_at");
  CREATE INDEX "paths_rels_order_idx" ON "paths_rels" USING btree ("order");
  CREATE INDEX "paths_rels_parent_idx" ON "paths_rels" USING btree ("parent_id");
  CREATE INDEX "paths_rels_path_idx" ON "paths_rels" USING btree ("path");
  CREATE INDEX "paths_rels_articles_id_idx" ON "paths_rels" USING btree ("articles_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_paths_fk" FOREIGN KEY ("paths_id") REFERENCES "public"."paths"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_paths_id_idx" ON "payload_locked_documents_rels" USING btree ("paths_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "paths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "paths_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "paths" CASCADE;
  DROP TABLE "paths_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_paths_fk";
  
  DROP INDEX "payload_locked_documents_rels_paths_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "paths_id";
  DROP TYPE "public"."enum_paths_level";`)
}
