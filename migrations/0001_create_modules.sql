CREATE TABLE `framework_stats` (
	`npm` text PRIMARY KEY NOT NULL,
	`repo` text NOT NULL,
	`downloads` integer NOT NULL,
	`stars` integer NOT NULL,
	`stats_updated_at` text
);
--> statement-breakpoint
CREATE TABLE `modules` (
	`name` text PRIMARY KEY NOT NULL,
	`npm` text NOT NULL,
	`category` text NOT NULL,
	`description` text NOT NULL,
	`repo` text NOT NULL,
	`icon` text NOT NULL,
	`type` text NOT NULL,
	`sponsor` integer NOT NULL,
	`website` text,
	`contributors` integer NOT NULL,
	`downloads` integer NOT NULL,
	`stars` integer NOT NULL,
	`published_at` text NOT NULL,
	`created_at` text NOT NULL,
	`maintainers` text NOT NULL,
	`compatibility` text NOT NULL,
	`readme` text NOT NULL,
	`position` integer NOT NULL,
	`stats_updated_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `modules_npm_unique` ON `modules` (`npm`);--> statement-breakpoint
CREATE INDEX `modules_stats_updated_at_idx` ON `modules` (`stats_updated_at`);