ALTER TABLE `staff` ADD `role` text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
-- Every account made before roles ran the whole office: it stays an owner (docs/decisions/090).
UPDATE `staff` SET `role` = 'owner';
