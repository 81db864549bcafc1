CREATE TABLE `content_drafts` (
	`id` text PRIMARY KEY NOT NULL,
	`collection` text NOT NULL,
	`path` text NOT NULL,
	`row` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `feedback` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`path` text NOT NULL,
	`collection` text NOT NULL,
	`rating` text NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`visitor` text NOT NULL,
	`day` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `feedback_vote_once` ON `feedback` (`path`,`visitor`,`day`);--> statement-breakpoint
CREATE INDEX `feedback_created` ON `feedback` (`created_at`);