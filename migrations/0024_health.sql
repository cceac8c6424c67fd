CREATE TABLE `health_alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`figure` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`touched_at` text,
	`sent_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `health_alerts_figure_unique` ON `health_alerts` (`figure`);--> statement-breakpoint
CREATE TABLE `job_runs` (
	`job` text PRIMARY KEY NOT NULL,
	`last_started_at` text NOT NULL,
	`last_duration_ms` integer NOT NULL,
	`first_started_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `leads_unverified_idx` ON `leads` (`created_at`) WHERE "leads"."unverified" = 1 and "leads"."erased_at" is null;--> statement-breakpoint
CREATE INDEX `notifications_unsent_idx` ON `notifications` (`created_at`,`attempts`) WHERE "notifications"."status" in ('queued', 'sending');