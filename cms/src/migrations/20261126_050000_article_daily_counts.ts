import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Hand-written: the daily counts are no collection (the counters' statement writes them, and only
 * the editorial home reads them), so Payload's schema and its snapshots do not know this table and
 * the next migrate:create leaves it alone.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "article_daily_counts" (
  	"article_id" uuid NOT NULL REFERENCES "articles"("id") ON DELETE CASCADE,
  	"day" date NOT NULL,
  	"views" integer DEFAULT 0 NOT NULL,
  	"claps" integer DEFAULT 0 NOT NULL,
  	PRIMARY KEY ("article_id", "day")
  );
  CREATE INDEX "article_daily_counts_day_idx" ON "article_daily_counts" USING btree ("day");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "article_daily_counts";`)
}
