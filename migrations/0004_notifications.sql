CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_id` text NOT NULL,
	`kind` text NOT NULL,
	`recipient` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`urgent` integer DEFAULT false NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`message_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`touched_at` text,
	`sent_at` text,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_lead_kind_idx` ON `notifications` (`lead_id`,`kind`);--> statement-breakpoint
CREATE INDEX `notifications_status_idx` ON `notifications` (`status`,`touched_at`);