CREATE TABLE `staff_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`invited_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`accepted_at` text,
	`staff_id` text,
	`revoked_at` text,
	FOREIGN KEY (`invited_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_invitations_token_hash_unique` ON `staff_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_invitations_email_idx` ON `staff_invitations` (`email`);--> statement-breakpoint
-- A staff invitation's e-mail goes through the outbox too (docs/decisions/095), so a row's lead becomes
-- optional: SQLite changes a column's NOT NULL only by rebuilding the table. D1 keeps foreign keys on during a
-- migration, so dropping the old table sets lead_messages.notification_id to null: each reply's link to its
-- outbox row is kept aside and put back.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__reply_notifications` AS SELECT `id`, `notification_id` FROM `lead_messages` WHERE `notification_id` IS NOT NULL;--> statement-breakpoint
CREATE TABLE `__new_notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_id` text,
	`staff_invitation_id` text,
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
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_invitation_id`) REFERENCES `staff_invitations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_notifications`("id", "lead_id", "staff_invitation_id", "kind", "recipient", "status", "urgent", "attempts", "last_error", "message_id", "created_at", "touched_at", "sent_at") SELECT "id", "lead_id", NULL, "kind", "recipient", "status", "urgent", "attempts", "last_error", "message_id", "created_at", "touched_at", "sent_at" FROM `notifications`;--> statement-breakpoint
DROP TABLE `notifications`;--> statement-breakpoint
ALTER TABLE `__new_notifications` RENAME TO `notifications`;--> statement-breakpoint
UPDATE `lead_messages` SET `notification_id` = (SELECT `r`.`notification_id` FROM `__reply_notifications` `r` WHERE `r`.`id` = `lead_messages`.`id`) WHERE `id` IN (SELECT `id` FROM `__reply_notifications`);--> statement-breakpoint
DROP TABLE `__reply_notifications`;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_lead_kind_idx` ON `notifications` (`lead_id`,`kind`) WHERE "notifications"."kind" not in ('staff-reply', 'reply-received');--> statement-breakpoint
CREATE INDEX `notifications_status_idx` ON `notifications` (`status`,`touched_at`);--> statement-breakpoint
CREATE INDEX `notifications_unsent_idx` ON `notifications` (`created_at`,`attempts`) WHERE "notifications"."status" in ('queued', 'sending');