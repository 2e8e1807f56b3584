import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Newsroom roles: contributors and the review queue; AI articles held for review; proposed tags. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_articles_review" AS ENUM('none', 'requested', 'changes-requested');
  CREATE TYPE "public"."enum__articles_v_version_review" AS ENUM('none', 'requested', 'changes-requested');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'contributor';
  CREATE TABLE "articles_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_articles_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "site_settings" ALTER COLUMN "generation_publish_mode" SET DEFAULT 'hold';
  ALTER TABLE "articles" ADD COLUMN "review" "enum_articles_review" DEFAULT 'none';
  ALTER TABLE "articles" ADD COLUMN "review_requested_by_id" uuid;
  ALTER TABLE "articles" ADD COLUMN "review_requested_at" timestamp(3) with time zone;
  ALTER TABLE "articles" ADD COLUMN "review_note" varchar;
  ALTER TABLE "articles" ADD COLUMN "created_by_id" uuid;
  ALTER TABLE "_articles_v" ADD COLUMN "version_review" "enum__articles_v_version_review" DEFAULT 'none';
  ALTER TABLE "_articles_v" ADD COLUMN "version_review_requested_by_id" uuid;
  ALTER TABLE "_articles_v" ADD COLUMN "version_review_requested_at" timestamp(3) with time zone;
  ALTER TABLE "_articles_v" ADD COLUMN "version_review_note" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_created_by_id" uuid;
  ALTER TABLE "articles_texts" ADD CONSTRAINT "articles_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_texts" ADD CONSTRAINT "_articles_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "articles_texts_order_parent" ON "articles_texts" USING btree ("order","parent_id");
  CREATE INDEX "_articles_v_texts_order_parent" ON "_articles_v_texts" USING btree ("order","parent_id");
  ALTER TABLE "articles" ADD CONSTRAINT "articles_review_requested_by_id_users_id_fk" FOREIGN KEY ("review_requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_review_requested_by_id_users_id_fk" FOREIGN KEY ("version_review_requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "articles_review_idx" ON "articles" USING btree ("review");
  CREATE INDEX "articles_review_requested_by_idx" ON "articles" USING btree ("review_requested_by_id");
  CREATE INDEX "articles_created_by_idx" ON "articles" USING btree ("created_by_id");
  CREATE INDEX "_articles_v_version_version_review_idx" ON "_articles_v" USING btree ("version_review");
  CREATE INDEX "_articles_v_version_version_review_requested_by_idx" ON "_articles_v" USING btree ("version_review_requested_by_id");
  CREATE INDEX "_articles_v_version_version_created_by_idx" ON "_articles_v" USING btree ("version_created_by_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "articles_texts" CASCADE;
  DROP TABLE "_articles_v_texts" CASCADE;
  ALTER TABLE "articles" DROP CONSTRAINT "articles_review_requested_by_id_users_id_fk";
  
  ALTER TABLE "articles" DROP CONSTRAINT "articles_created_by_id_users_id_fk";
  
  ALTER TABLE "_articles_v" DROP CONSTRAINT "_articles_v_version_review_requested_by_id_users_id_fk";
  
  ALTER TABLE "_articles_v" DROP CONSTRAINT "_articles_v_version_created_by_id_users_id_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  -- Before contributors there was no account that could not publish: theirs go, not promoted.
  DELETE FROM "users" WHERE "role" = 'contributor';
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "articles_review_idx";
  DROP INDEX "articles_review_requested_by_idx";
  DROP INDEX "articles_created_by_idx";
  DROP INDEX "_articles_v_version_version_review_idx";
  DROP INDEX "_articles_v_version_version_review_requested_by_idx";
  DROP INDEX "_articles_v_version_version_created_by_idx";
  ALTER TABLE "site_settings" ALTER COLUMN "generation_publish_mode" SET DEFAULT 'publish';
  ALTER TABLE "articles" DROP COLUMN "review";
  ALTER TABLE "articles" DROP COLUMN "review_requested_by_id";
  ALTER TABLE "articles" DROP COLUMN "review_requested_at";
  ALTER TABLE "articles" DROP COLUMN "review_note";
  ALTER TABLE "articles" DROP COLUMN "created_by_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_review";
  ALTER TABLE "_articles_v" DROP COLUMN "version_review_requested_by_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_review_requested_at";
  ALTER TABLE "_articles_v" DROP COLUMN "version_review_note";
  ALTER TABLE "_articles_v" DROP COLUMN "version_created_by_id";
  DROP TYPE "public"."enum_articles_review";
  DROP TYPE "public"."enum__articles_v_version_review";`)
}
