CREATE TABLE `lead_files` (
	`id` text PRIMARY KEY NOT NULL,
	`request_key` text NOT NULL,
	`client_id` text NOT NULL,
	`lead_id` text,
	`field` text NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lead_files_request_idx` ON `lead_files` (`request_key`,`client_id`);--> statement-breakpoint
CREATE INDEX `lead_files_lead_idx` ON `lead_files` (`lead_id`,`created_at`);