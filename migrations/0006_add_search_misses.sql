CREATE TABLE `search_misses` (
	`query` text NOT NULL,
	`version` text NOT NULL,
	`locale` text NOT NULL,
	`source` text NOT NULL,
	`day` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`query`, `version`, `locale`, `source`, `day`)
);
--> statement-breakpoint
CREATE INDEX `search_misses_day` ON `search_misses` (`day`);