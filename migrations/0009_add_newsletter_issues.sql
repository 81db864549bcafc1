CREATE TABLE `content_newsletter` (
	`id` text PRIMARY KEY NOT NULL,
	`stem` text NOT NULL,
	`path` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	`raw` text NOT NULL,
	`toc` text NOT NULL,
	`navigation` text NOT NULL,
	`seo` text,
	`meta` text NOT NULL,
	`position` integer NOT NULL,
	`issue` integer NOT NULL,
	`date` text NOT NULL,
	`topics` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_newsletter_path_unique` ON `content_newsletter` (`path`);