CREATE TABLE `not_found_hits` (
	`path` text NOT NULL,
	`day` text NOT NULL,
	`hits` integer NOT NULL,
	`last_at` integer NOT NULL,
	PRIMARY KEY(`path`, `day`)
);
--> statement-breakpoint
CREATE INDEX `not_found_hits_day` ON `not_found_hits` (`day`);--> statement-breakpoint
CREATE TABLE `preview_key` (
	`id` integer PRIMARY KEY NOT NULL,
	`generation` text NOT NULL,
	`rotated_at` integer NOT NULL,
	`rotated_by` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `redirect_rules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`from` text NOT NULL,
	`to` text NOT NULL,
	`status` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `redirect_rules_from_unique` ON `redirect_rules` (`from`);