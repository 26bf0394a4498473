CREATE TABLE "episode_peaks" (
	"episode_id" uuid PRIMARY KEY NOT NULL,
	"audio_url" text NOT NULL,
	"peaks_per_second" integer NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"peaks" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "episode_peaks" ADD CONSTRAINT "episode_peaks_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;