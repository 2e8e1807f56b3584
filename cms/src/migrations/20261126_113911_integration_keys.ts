import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_integrations_scope" AS ENUM('read', 'editorial');
  CREATE TYPE "public"."enum_integration_events_action" AS ENUM('create', 'update', 'delete', 'call');
  CREATE TABLE "integrations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"scope" "enum_integrations_scope" DEFAULT 'read' NOT NULL,
  	"revoked_at" timestamp(3) with time zone,
  	"last_used_at" timestamp(3) with time zone,
  	"created_by_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"enable_a_p_i_key" boolean,
  	"api_key" varchar,
  	"api_key_index" varchar
  );
  
  CREATE TABLE "integration_events" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"integration_id" uuid NOT NULL,
  	"action" "enum_integration_events_action" NOT NULL,
  	"target" varchar NOT NULL,
  	"document_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "integrations_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "integration_events_id" uuid;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "integrations_id" uuid;
  ALTER TABLE "integrations" ADD CONSTRAINT "integrations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "integration_events" ADD CONSTRAINT "integration_events_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "integrations_created_by_idx" ON "integrations" USING btree ("created_by_id");
  CREATE INDEX "integrations_updated_at_idx" ON "integrations" USING btree ("updated_at");
  CREATE INDEX "integrations_created_at_idx" ON "integrations" USING btree ("created_at");
  CREATE INDEX "integration_events_integration_idx" ON "integration_events" USING btree ("integration_id");
  CREATE INDEX "integration_events_updated_at_idx" ON "integration_events" USING btree ("updated_at");
  CREATE INDEX "integration_events_created_at_idx" ON "integration_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_integrations_fk" FOREIGN KEY ("integrations_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_integration_events_fk" FOREIGN KEY ("integration_events_id") REFERENCES "public"."integration_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_integrations_fk" FOREIGN KEY ("integrations_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_integrations_id_idx" ON "payload_locked_documents_rels" USING btree ("integrations_id");
  CREATE INDEX "payload_locked_documents_rels_integration_events_id_idx" ON "payload_locked_documents_rels" USING btree ("integration_events_id");
  CREATE INDEX "payload_preferences_rels_integrations_id_idx" ON "payload_preferences_rels" USING btree ("integrations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "integrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "integration_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "integrations" CASCADE;
  DROP TABLE "integration_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_integrations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_integration_events_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_integrations_fk";
  
  DROP INDEX "payload_locked_documents_rels_integrations_id_idx";
  DROP INDEX "payload_locked_documents_rels_integration_events_id_idx";
  DROP INDEX "payload_preferences_rels_integrations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "integrations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "integration_events_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "integrations_id";
  DROP TYPE "public"."enum_integrations_scope";
  DROP TYPE "public"."enum_integration_events_action";`)
}
