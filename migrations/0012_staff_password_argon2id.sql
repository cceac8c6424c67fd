ALTER TABLE `staff` ADD `password_algorithm` text DEFAULT 'pbkdf2-sha256' NOT NULL;--> statement-breakpoint
ALTER TABLE `staff` ADD `password_memory_kib` integer;