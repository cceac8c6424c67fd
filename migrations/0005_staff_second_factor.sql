CREATE TABLE `staff_recovery_codes` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`staff_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`used_at` text,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_recovery_codes_staff_idx` ON `staff_recovery_codes` (`staff_id`);--> statement-breakpoint
CREATE TABLE `staff_sign_in_challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`staff_id` text NOT NULL,
	`pending_totp_secret` text,
	`end_other_sessions` integer DEFAULT false NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `staff` ADD `totp_secret` text;--> statement-breakpoint
ALTER TABLE `staff` ADD `totp_last_step` integer;--> statement-breakpoint
ALTER TABLE `staff_sessions` ADD `device_hint` text DEFAULT '' NOT NULL;