CREATE TABLE `nda_access_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL,
	`salt` text NOT NULL,
	`hash` text NOT NULL,
	`iterations` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`revoked_at` text
);
--> statement-breakpoint
CREATE TABLE `rate_limit_hits` (
	`bucket` text NOT NULL,
	`client` text NOT NULL,
	`token` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`bucket`, `client`, `token`)
);
--> statement-breakpoint
CREATE INDEX `rate_limit_hits_window_idx` ON `rate_limit_hits` (`bucket`,`client`,`at`);--> statement-breakpoint
ALTER TABLE `leads` ADD `request_hash` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `urgency` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `is_urgent` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `leads_urgent_first_idx` ON `leads` (`is_urgent`,`created_at`);