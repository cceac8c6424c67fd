CREATE TABLE `chat_unanswered_questions` (
	`question` text NOT NULL,
	`day` text DEFAULT (strftime('%Y-%m-%d', 'now')) NOT NULL,
	`count` integer DEFAULT 1 NOT NULL,
	PRIMARY KEY(`question`, `day`)
);
--> statement-breakpoint
CREATE INDEX `chat_unanswered_day_idx` ON `chat_unanswered_questions` (`day`);