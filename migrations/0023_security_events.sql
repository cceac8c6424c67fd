CREATE TABLE `security_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`kind` text NOT NULL,
	`actor_id` text,
	`subject` text,
	`client` text,
	`detail` text
);
--> statement-breakpoint
CREATE INDEX `security_events_at_idx` ON `security_events` (`at`,`id`);--> statement-breakpoint
CREATE INDEX `security_events_actor_idx` ON `security_events` (`actor_id`,`at`,`id`);--> statement-breakpoint
CREATE INDEX `security_events_kind_idx` ON `security_events` (`kind`,`at`,`id`);