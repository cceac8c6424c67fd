CREATE TABLE `site_speed_days` (
	`day` text NOT NULL,
	`route` text NOT NULL,
	`device` text NOT NULL,
	`metric` text NOT NULL,
	`count` integer NOT NULL,
	`histogram` text NOT NULL,
	`connections` text NOT NULL,
	PRIMARY KEY(`day`, `route`, `device`, `metric`)
);
--> statement-breakpoint
CREATE TABLE `site_speed_reports` (
	`window` text PRIMARY KEY NOT NULL,
	`to_day` text NOT NULL,
	`reading` text NOT NULL,
	`computed_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `site_speed_targets` (
	`day` text NOT NULL,
	`route` text NOT NULL,
	`metric` text NOT NULL,
	`target` text NOT NULL,
	`count` integer NOT NULL,
	`total` real NOT NULL,
	PRIMARY KEY(`day`, `route`, `metric`, `target`)
);
