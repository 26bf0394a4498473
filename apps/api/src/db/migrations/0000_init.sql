CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TYPE "public"."entity_kind" AS ENUM('person', 'organization', 'topic', 'place');--> statement-breakpoint
CREATE TYPE "public"."import_status" AS ENUM('succeeded', 'not_modified', 'failed');--> statement-breakpoint
CREATE TYPE "public"."link_source" AS ENUM('feed', 'staff');--> statement-breakpoint
CREATE TYPE "public"."podcast_status" AS ENUM('active', 'paused', 'failing');--> statement-breakpoint
CREATE TYPE "public"."soundbite_source" AS ENUM('feed', 'staff');--> statement-breakpoint
CREATE TYPE "public"."soundbite_status" AS ENUM('draft', 'published', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."support_status" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TYPE "public"."transcript_status" AS ENUM('pending', 'fetched', 'failed');--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_uid" text,
	"actor_email" text,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "entity_kind" NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"href" text,
	"merged_into_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_id" uuid NOT NULL,
	"podcast_id" uuid,
	"episode_id" uuid,
	"soundbite_id" varchar(16),
	"role" text DEFAULT 'guest' NOT NULL,
	"group" text DEFAULT 'cast' NOT NULL,
	"source" "link_source" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entity_links_one_target" CHECK (num_nonnulls("entity_links"."podcast_id", "entity_links"."episode_id", "entity_links"."soundbite_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"podcast_id" uuid NOT NULL,
	"guid" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text,
	"published_at" timestamp with time zone,
	"duration_seconds" double precision,
	"enclosure_url" text,
	"enclosure_type" text,
	"enclosure_length" double precision,
	"image_url" text,
	"season" integer,
	"episode_number" integer,
	"chapters_url" text,
	"chapters" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"podcast_id" uuid,
	"feed_url" text NOT NULL,
	"status" "import_status" NOT NULL,
	"error" text,
	"stats" jsonb,
	"actor_uid" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "followed_podcasts" (
	"uid" text NOT NULL,
	"podcast_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followed_podcasts_uid_podcast_id_pk" PRIMARY KEY("uid","podcast_id")
);
--> statement-breakpoint
CREATE TABLE "listener_profiles" (
	"uid" text PRIMARY KEY NOT NULL,
	"email" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_url" text NOT NULL,
	"podcast_guid" text,
	"title" text DEFAULT '' NOT NULL,
	"author" text,
	"description" text,
	"image_url" text,
	"link" text,
	"language" text,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"explicit" boolean DEFAULT false NOT NULL,
	"status" "podcast_status" DEFAULT 'active' NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"last_error" text,
	"etag" text,
	"last_modified" text,
	"next_refresh_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcasts_feed_url_unique" UNIQUE("feed_url")
);
--> statement-breakpoint
CREATE TABLE "saved_soundbites" (
	"uid" text NOT NULL,
	"soundbite_id" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_soundbites_uid_soundbite_id_pk" PRIMARY KEY("uid","soundbite_id")
);
--> statement-breakpoint
CREATE TABLE "soundbites" (
	"id" varchar(16) PRIMARY KEY NOT NULL,
	"episode_id" uuid NOT NULL,
	"start_seconds" double precision NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"title" varchar(128) DEFAULT '' NOT NULL,
	"source" "soundbite_source" NOT NULL,
	"status" "soundbite_status" DEFAULT 'draft' NOT NULL,
	"feed_key" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "soundbites_start_nonnegative" CHECK ("soundbites"."start_seconds" >= 0),
	CONSTRAINT "soundbites_duration_positive" CHECK ("soundbites"."duration_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"status" "support_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcript_segments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transcript_id" uuid NOT NULL,
	"episode_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"start_seconds" double precision NOT NULL,
	"end_seconds" double precision NOT NULL,
	"speaker" text,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"episode_id" uuid NOT NULL,
	"url" text NOT NULL,
	"mime_type" text NOT NULL,
	"language" text,
	"rel" text,
	"status" "transcript_status" DEFAULT 'pending' NOT NULL,
	"error" text,
	"fetched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entity_links" ADD CONSTRAINT "entity_links_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_links" ADD CONSTRAINT "entity_links_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_links" ADD CONSTRAINT "entity_links_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_links" ADD CONSTRAINT "entity_links_soundbite_id_soundbites_id_fk" FOREIGN KEY ("soundbite_id") REFERENCES "public"."soundbites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_imports" ADD CONSTRAINT "feed_imports_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_podcasts" ADD CONSTRAINT "followed_podcasts_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_soundbites" ADD CONSTRAINT "saved_soundbites_soundbite_id_soundbites_id_fk" FOREIGN KEY ("soundbite_id") REFERENCES "public"."soundbites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soundbites" ADD CONSTRAINT "soundbites_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_segments" ADD CONSTRAINT "transcript_segments_transcript_id_transcripts_id_fk" FOREIGN KEY ("transcript_id") REFERENCES "public"."transcripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_segments" ADD CONSTRAINT "transcript_segments_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcripts" ADD CONSTRAINT "transcripts_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_record_idx" ON "audit_events" USING btree ("record_type","record_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "entities_kind_name_idx" ON "entities" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "entity_links_entity_idx" ON "entity_links" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "entity_links_podcast_idx" ON "entity_links" USING btree ("podcast_id");--> statement-breakpoint
CREATE INDEX "entity_links_episode_idx" ON "entity_links" USING btree ("episode_id");--> statement-breakpoint
CREATE INDEX "entity_links_soundbite_idx" ON "entity_links" USING btree ("soundbite_id");--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_podcast_guid_uq" ON "episodes" USING btree ("podcast_id","guid");--> statement-breakpoint
CREATE INDEX "episodes_podcast_published_idx" ON "episodes" USING btree ("podcast_id","published_at");--> statement-breakpoint
CREATE INDEX "episodes_published_idx" ON "episodes" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "feed_imports_finished_idx" ON "feed_imports" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "podcasts_next_refresh_idx" ON "podcasts" USING btree ("status","next_refresh_at");--> statement-breakpoint
CREATE UNIQUE INDEX "soundbites_episode_feed_key_uq" ON "soundbites" USING btree ("episode_id","feed_key");--> statement-breakpoint
CREATE INDEX "soundbites_status_created_idx" ON "soundbites" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "soundbites_episode_idx" ON "soundbites" USING btree ("episode_id","start_seconds");--> statement-breakpoint
CREATE INDEX "segments_transcript_idx" ON "transcript_segments" USING btree ("transcript_id","position");--> statement-breakpoint
CREATE INDEX "segments_episode_time_idx" ON "transcript_segments" USING btree ("episode_id","start_seconds");--> statement-breakpoint
CREATE UNIQUE INDEX "transcripts_episode_url_uq" ON "transcripts" USING btree ("episode_id","url");