CREATE TABLE `lead_counts` (
	`status` text NOT NULL,
	`source` text NOT NULL,
	`region` text NOT NULL,
	`leads` integer NOT NULL,
	`estimated_value` integer NOT NULL,
	PRIMARY KEY(`status`, `source`, `region`)
);
--> statement-breakpoint
CREATE TABLE `lead_funnel_facts` (
	`lead_id` text PRIMARY KEY NOT NULL,
	`created_at` text NOT NULL,
	`source` text NOT NULL,
	`status` text NOT NULL,
	`estimated_value` integer,
	`first_contact_at` text,
	`was_qualified` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lead_funnel_facts_period_idx` ON `lead_funnel_facts` (`created_at`,`source`,`status`,`estimated_value`,`first_contact_at`,`was_qualified`);--> statement-breakpoint
CREATE TABLE `lead_weeks` (
	`week_start` text PRIMARY KEY NOT NULL,
	`leads` integer NOT NULL
);
--> statement-breakpoint
DROP INDEX `leads_owner_idx`;--> statement-breakpoint
DROP INDEX `leads_follow_up_idx`;--> statement-breakpoint
DROP INDEX `leads_source_idx`;--> statement-breakpoint
DROP INDEX `leads_status_idx`;--> statement-breakpoint
DROP INDEX `leads_urgent_first_idx`;--> statement-breakpoint
DROP INDEX `leads_region_idx`;--> statement-breakpoint
ALTER TABLE `leads` ADD `owner_sort_name` text;--> statement-breakpoint
CREATE INDEX `leads_owner_idx` ON `leads` (`owner_id`,`id`);--> statement-breakpoint
CREATE INDEX `leads_follow_up_idx` ON `leads` (`follow_up_on`,`status`,`region`,`owner_id`);--> statement-breakpoint
CREATE INDEX `leads_source_idx` ON `leads` (`source`,`id`);--> statement-breakpoint
CREATE INDEX `leads_status_idx` ON `leads` (`status`,`is_urgent`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `leads_urgent_first_idx` ON `leads` (`is_urgent`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `leads_region_idx` ON `leads` (`region`,`id`);--> statement-breakpoint
-- Written by hand below (docs/decisions/069): drizzle-kit neither collates nor orders an index's expressions,
-- nor knows FTS5 or triggers. The table's orders that are expressions each get an index of the same
-- expression: the name without case, the status in the pipeline's order (domain/leads.ts leadStatuses), the
-- received order upward (urgent first), the board's follow-ups (the oldest promise, then urgent, then the
-- oldest lead), a staff member's own leads in the received order, and the estimate, owner and follow-up with
-- an empty value one past the end.
CREATE INDEX `leads_name_idx` ON `leads` (`name` COLLATE NOCASE, `id`);--> statement-breakpoint
CREATE INDEX `leads_status_rank_idx` ON `leads` ((CASE `status` WHEN 'new' THEN 0 WHEN 'contacted' THEN 1 WHEN 'qualified' THEN 2 WHEN 'proposal' THEN 3 WHEN 'won' THEN 4 WHEN 'lost' THEN 5 END), `id`);--> statement-breakpoint
CREATE INDEX `leads_received_ascending_idx` ON `leads` ((`is_urgent` = 0), `created_at`, `id`);--> statement-breakpoint
CREATE INDEX `leads_estimate_ascending_idx` ON `leads` (coalesce(`estimated_value`, 9007199254740991), `id`);--> statement-breakpoint
CREATE INDEX `leads_estimate_descending_idx` ON `leads` (coalesce(`estimated_value`, -1), `id`);--> statement-breakpoint
CREATE INDEX `leads_follow_up_ascending_idx` ON `leads` (coalesce(`follow_up_on`, '9999-12-31'), `id`);--> statement-breakpoint
CREATE INDEX `leads_follow_up_descending_idx` ON `leads` (coalesce(`follow_up_on`, ''), `id`);--> statement-breakpoint
CREATE INDEX `leads_follow_up_queue_idx` ON `leads` (`follow_up_on`, (`is_urgent` = 0), `created_at`, `id`);--> statement-breakpoint
CREATE INDEX `leads_owner_received_idx` ON `leads` (`owner_id`, `is_urgent`, `created_at`, `id`);--> statement-breakpoint
CREATE INDEX `leads_owner_follow_up_queue_idx` ON `leads` (`owner_id`, `follow_up_on`, (`is_urgent` = 0), `created_at`, `id`);--> statement-breakpoint
CREATE INDEX `leads_owner_ascending_idx` ON `leads` (coalesce(`owner_sort_name`, char(65535)) COLLATE NOCASE, `id`);--> statement-breakpoint
CREATE INDEX `leads_owner_descending_idx` ON `leads` (coalesce(`owner_sort_name`, '') COLLATE NOCASE, `id`);--> statement-breakpoint
-- The owner's name on the lead, for the owner order's indexes: set when a lead gets an owner, and when an
-- owner's name changes. (An owner's account deleted sets owner_id to null, which the update trigger sees.)
CREATE TRIGGER `leads_after_owner_insert` AFTER INSERT ON `leads` WHEN new.`owner_id` IS NOT NULL BEGIN
  UPDATE `leads` SET `owner_sort_name` = (SELECT `name` FROM `staff` WHERE `id` = new.`owner_id`) WHERE rowid = new.rowid;
END;--> statement-breakpoint
CREATE TRIGGER `leads_after_owner_update` AFTER UPDATE OF `owner_id` ON `leads` BEGIN
  UPDATE `leads` SET `owner_sort_name` = (SELECT `name` FROM `staff` WHERE `id` = new.`owner_id`) WHERE rowid = new.rowid;
END;--> statement-breakpoint
CREATE TRIGGER `staff_after_name_update` AFTER UPDATE OF `name` ON `staff` BEGIN
  UPDATE `leads` SET `owner_sort_name` = new.`name` WHERE `owner_id` = new.`id`;
END;--> statement-breakpoint
UPDATE `leads` SET `owner_sort_name` = (SELECT `name` FROM `staff` WHERE `staff`.`id` = `leads`.`owner_id`) WHERE `owner_id` IS NOT NULL;--> statement-breakpoint
-- A contact's suggestions find other leads by e-mail and phone key (worker/services/contacts.ts), the same
-- expressions as there.
CREATE INDEX `leads_email_key_idx` ON `leads` (lower(trim(`email`)));--> statement-breakpoint
CREATE INDEX `leads_phone_key_idx` ON `leads` ((case when length(replace(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), '+', '')) < 7 or replace(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), '+', '') glob '*[^0-9]*' then '' when length(replace(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), '+', '')) = 11 and substr(replace(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), '+', ''), 1, 1) = '1' then substr(replace(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), '+', ''), 2) else replace(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), '+', '') end));--> statement-breakpoint
-- The search index: an FTS5 table over the lead's own columns (external content, so the text is not stored
-- twice), kept by the triggers below. Tokens are case- and accent-folded; prefix indexes answer the
-- prefix queries the search box sends.
CREATE VIRTUAL TABLE `leads_search` USING fts5(`name`, `email`, `company`, `phone`, `location`, `notes`, content='leads', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2', prefix='1 2 3');--> statement-breakpoint
CREATE TRIGGER `leads_after_insert` AFTER INSERT ON `leads` BEGIN
  INSERT INTO `leads_search` (rowid, `name`, `email`, `company`, `phone`, `location`, `notes`)
    VALUES (new.rowid, new.`name`, new.`email`, new.`company`, new.`phone`, new.`location`, new.`notes`);
  INSERT INTO `lead_counts` (`status`, `source`, `region`, `leads`, `estimated_value`)
    VALUES (new.`status`, new.`source`, new.`region`, 1, coalesce(new.`estimated_value`, 0))
    ON CONFLICT (`status`, `source`, `region`) DO UPDATE SET `leads` = `leads` + 1, `estimated_value` = `estimated_value` + excluded.`estimated_value`;
  INSERT INTO `lead_weeks` (`week_start`, `leads`) VALUES (date(new.`created_at`, '-6 days', 'weekday 1'), 1)
    ON CONFLICT (`week_start`) DO UPDATE SET `leads` = `leads` + 1;
  INSERT INTO `lead_funnel_facts` (`lead_id`, `created_at`, `source`, `status`, `estimated_value`)
    VALUES (new.`id`, new.`created_at`, new.`source`, new.`status`, new.`estimated_value`);
END;--> statement-breakpoint
CREATE TRIGGER `leads_after_delete` AFTER DELETE ON `leads` BEGIN
  INSERT INTO `leads_search` (`leads_search`, rowid, `name`, `email`, `company`, `phone`, `location`, `notes`)
    VALUES ('delete', old.rowid, old.`name`, old.`email`, old.`company`, old.`phone`, old.`location`, old.`notes`);
  UPDATE `lead_counts` SET `leads` = `leads` - 1, `estimated_value` = `estimated_value` - coalesce(old.`estimated_value`, 0)
    WHERE `status` = old.`status` AND `source` = old.`source` AND `region` = old.`region`;
  UPDATE `lead_weeks` SET `leads` = `leads` - 1 WHERE `week_start` = date(old.`created_at`, '-6 days', 'weekday 1');
  DELETE FROM `lead_funnel_facts` WHERE `lead_id` = old.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `leads_after_search_update` AFTER UPDATE OF `name`, `email`, `company`, `phone`, `location`, `notes` ON `leads` BEGIN
  INSERT INTO `leads_search` (`leads_search`, rowid, `name`, `email`, `company`, `phone`, `location`, `notes`)
    VALUES ('delete', old.rowid, old.`name`, old.`email`, old.`company`, old.`phone`, old.`location`, old.`notes`);
  INSERT INTO `leads_search` (rowid, `name`, `email`, `company`, `phone`, `location`, `notes`)
    VALUES (new.rowid, new.`name`, new.`email`, new.`company`, new.`phone`, new.`location`, new.`notes`);
END;--> statement-breakpoint
CREATE TRIGGER `leads_after_count_update` AFTER UPDATE OF `status`, `source`, `region`, `estimated_value`, `created_at` ON `leads` BEGIN
  UPDATE `lead_counts` SET `leads` = `leads` - 1, `estimated_value` = `estimated_value` - coalesce(old.`estimated_value`, 0)
    WHERE `status` = old.`status` AND `source` = old.`source` AND `region` = old.`region`;
  INSERT INTO `lead_counts` (`status`, `source`, `region`, `leads`, `estimated_value`)
    VALUES (new.`status`, new.`source`, new.`region`, 1, coalesce(new.`estimated_value`, 0))
    ON CONFLICT (`status`, `source`, `region`) DO UPDATE SET `leads` = `leads` + 1, `estimated_value` = `estimated_value` + excluded.`estimated_value`;
  UPDATE `lead_weeks` SET `leads` = `leads` - 1 WHERE `week_start` = date(old.`created_at`, '-6 days', 'weekday 1');
  INSERT INTO `lead_weeks` (`week_start`, `leads`) VALUES (date(new.`created_at`, '-6 days', 'weekday 1'), 1)
    ON CONFLICT (`week_start`) DO UPDATE SET `leads` = `leads` + 1;
  UPDATE `lead_funnel_facts` SET `created_at` = new.`created_at`, `source` = new.`source`, `status` = new.`status`, `estimated_value` = new.`estimated_value`
    WHERE `lead_id` = new.`id`;
END;--> statement-breakpoint
-- The funnel's two timeline facts of a lead, read again from its (few) events whenever one is written.
CREATE TRIGGER `lead_events_after_insert` AFTER INSERT ON `lead_events` BEGIN
  UPDATE `lead_funnel_facts` SET
    `first_contact_at` = (SELECT min(`created_at`) FROM `lead_events` WHERE `lead_id` = new.`lead_id` AND json_extract(`after`, '$.status') <> 'new'),
    `was_qualified` = EXISTS (SELECT 1 FROM `lead_events` WHERE `lead_id` = new.`lead_id` AND json_extract(`after`, '$.status') IN ('qualified', 'proposal', 'won'))
    WHERE `lead_id` = new.`lead_id`;
END;--> statement-breakpoint
CREATE TRIGGER `lead_events_after_update` AFTER UPDATE ON `lead_events` BEGIN
  UPDATE `lead_funnel_facts` SET
    `first_contact_at` = (SELECT min(`created_at`) FROM `lead_events` WHERE `lead_id` = new.`lead_id` AND json_extract(`after`, '$.status') <> 'new'),
    `was_qualified` = EXISTS (SELECT 1 FROM `lead_events` WHERE `lead_id` = new.`lead_id` AND json_extract(`after`, '$.status') IN ('qualified', 'proposal', 'won'))
    WHERE `lead_id` = new.`lead_id`;
END;--> statement-breakpoint
-- The leads stored before this migration: their counts, weeks, funnel facts and search index.
INSERT INTO `lead_counts` (`status`, `source`, `region`, `leads`, `estimated_value`)
  SELECT `status`, `source`, `region`, count(*), coalesce(sum(`estimated_value`), 0) FROM `leads` GROUP BY `status`, `source`, `region`;--> statement-breakpoint
INSERT INTO `lead_weeks` (`week_start`, `leads`)
  SELECT date(`created_at`, '-6 days', 'weekday 1'), count(*) FROM `leads` GROUP BY 1;--> statement-breakpoint
INSERT INTO `lead_funnel_facts` (`lead_id`, `created_at`, `source`, `status`, `estimated_value`, `first_contact_at`, `was_qualified`)
  SELECT `id`, `created_at`, `source`, `status`, `estimated_value`,
    (SELECT min(e.`created_at`) FROM `lead_events` e WHERE e.`lead_id` = `leads`.`id` AND json_extract(e.`after`, '$.status') <> 'new'),
    EXISTS (SELECT 1 FROM `lead_events` e WHERE e.`lead_id` = `leads`.`id` AND json_extract(e.`after`, '$.status') IN ('qualified', 'proposal', 'won'))
  FROM `leads`;--> statement-breakpoint
INSERT INTO `leads_search` (`leads_search`) VALUES ('rebuild');
