CREATE TABLE `content_drafts` (
	`id` text PRIMARY KEY NOT NULL,
	`collection` text NOT NULL,
	`path` text NOT NULL,
	`row` text NOT NULL
);
