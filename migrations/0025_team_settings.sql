CREATE TABLE `team_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`owner_passkeys_required` integer DEFAULT false NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` text NOT NULL
);
