CREATE TABLE `funnel_reports` (
	`days` text PRIMARY KEY NOT NULL,
	`to_day` text NOT NULL,
	`tallies` text NOT NULL,
	`computed_at` text NOT NULL
);
