ALTER TABLE `leads` ADD `owner_id` text REFERENCES staff(id);--> statement-breakpoint
ALTER TABLE `leads` ADD `follow_up_on` text;--> statement-breakpoint
CREATE INDEX `leads_owner_idx` ON `leads` (`owner_id`);--> statement-breakpoint
CREATE INDEX `leads_follow_up_idx` ON `leads` (`follow_up_on`);