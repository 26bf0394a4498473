CREATE TABLE "pending_account_deletions" (
	"uid" text PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "uid" text;--> statement-breakpoint
CREATE INDEX "pending_account_deletions_next_idx" ON "pending_account_deletions" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "support_requests_uid_idx" ON "support_requests" USING btree ("uid");