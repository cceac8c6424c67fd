CREATE TABLE `lead_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_id` text NOT NULL,
	`direction` text NOT NULL,
	`author` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`full_text` text NOT NULL,
	`sender_checks` text,
	`attachments` text DEFAULT '[]' NOT NULL,
	`notification_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`notification_id`) REFERENCES `notifications`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `lead_messages_lead_idx` ON `lead_messages` (`lead_id`,`created_at`);--> statement-breakpoint
DROP INDEX `lead_funnel_facts_period_idx`;--> statement-breakpoint
ALTER TABLE `lead_funnel_facts` ADD `response_due_at` text;--> statement-breakpoint
ALTER TABLE `lead_funnel_facts` ADD `first_response_at` text;--> statement-breakpoint
CREATE INDEX `lead_funnel_facts_period_idx` ON `lead_funnel_facts` (`created_at`,`source`,`status`,`estimated_value`,`first_contact_at`,`was_qualified`,`response_due_at`,`first_response_at`);--> statement-breakpoint
DROP INDEX `notifications_lead_kind_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_lead_kind_idx` ON `notifications` (`lead_id`,`kind`) WHERE `kind` NOT IN ('staff-reply', 'reply-received');--> statement-breakpoint
ALTER TABLE `leads` ADD `response_due_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `first_response_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `reply_token` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `reply_expires_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `leads_reply_token_idx` ON `leads` (`reply_token`);;--> statement-breakpoint
-- drizzle-kit writes neither triggers nor backfills; what follows is by hand (docs/decisions/078).
-- The funnel's facts carry each lead's promise clock, so the analytics read promises kept from the facts' index.
DROP TRIGGER `leads_after_insert`;--> statement-breakpoint
CREATE TRIGGER `leads_after_insert` AFTER INSERT ON `leads` BEGIN
  INSERT INTO `leads_search` (rowid, `name`, `email`, `company`, `phone`, `location`, `notes`)
    VALUES (new.rowid, new.`name`, new.`email`, new.`company`, new.`phone`, new.`location`, new.`notes`);
  INSERT INTO `lead_counts` (`status`, `source`, `region`, `leads`, `estimated_value`)
    VALUES (new.`status`, new.`source`, new.`region`, 1, coalesce(new.`estimated_value`, 0))
    ON CONFLICT (`status`, `source`, `region`) DO UPDATE SET `leads` = `leads` + 1, `estimated_value` = `estimated_value` + excluded.`estimated_value`;
  INSERT INTO `lead_weeks` (`week_start`, `leads`) VALUES (date(new.`created_at`, '-6 days', 'weekday 1'), 1)
    ON CONFLICT (`week_start`) DO UPDATE SET `leads` = `leads` + 1;
  INSERT INTO `lead_funnel_facts` (`lead_id`, `created_at`, `source`, `status`, `estimated_value`, `response_due_at`, `first_response_at`)
    VALUES (new.`id`, new.`created_at`, new.`source`, new.`status`, new.`estimated_value`, new.`response_due_at`, new.`first_response_at`);
END;--> statement-breakpoint
CREATE TRIGGER `leads_after_promise_update` AFTER UPDATE OF `response_due_at`, `first_response_at` ON `leads` BEGIN
  UPDATE `lead_funnel_facts` SET `response_due_at` = new.`response_due_at`, `first_response_at` = new.`first_response_at`
    WHERE `lead_id` = new.`id`;
END;--> statement-breakpoint
-- A status change out of 'new' is an answer too: it stops the clock whichever service, bulk action or script makes it.
CREATE TRIGGER `leads_after_first_response` AFTER UPDATE OF `status` ON `leads`
  WHEN old.`status` = 'new' AND new.`status` <> 'new' AND new.`first_response_at` IS NULL BEGIN
  UPDATE `leads` SET `first_response_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = new.`id`;
END;--> statement-breakpoint
-- Leads stored before: their first status change out of 'new' is their first response. Their due time stays
-- empty (their forms' promises were never read by a clock), so they show no promise.
UPDATE `leads` SET `first_response_at` = (SELECT `first_contact_at` FROM `lead_funnel_facts` WHERE `lead_id` = `leads`.`id`)
  WHERE `status` <> 'new';
