CREATE TABLE `content_agencies` (
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
	`logo` text,
	`contact` text NOT NULL,
	`location` text NOT NULL,
	`regions` text NOT NULL,
	`services` text NOT NULL,
	`website` text,
	`github` text,
	`x` text,
	`linkedin` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_agencies_path_unique` ON `content_agencies` (`path`);--> statement-breakpoint
CREATE TABLE `content_blog` (
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
	`authors` text NOT NULL,
	`category` text NOT NULL,
	`date` text NOT NULL,
	`draft` integer NOT NULL,
	`image` text,
	`tags` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_blog_path_unique` ON `content_blog` (`path`);--> statement-breakpoint
CREATE TABLE `content_deploy` (
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
	`category` text NOT NULL,
	`featured` integer NOT NULL,
	`logo_icon` text,
	`logo_src` text,
	`nitro_preset` text,
	`website` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_deploy_path_unique` ON `content_deploy` (`path`);--> statement-breakpoint
CREATE TABLE `content_design_kit` (
	`id` text PRIMARY KEY NOT NULL,
	`stem` text NOT NULL,
	`meta` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`kind` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `content_docsv3` (
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
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_docsv3_path_unique` ON `content_docsv3` (`path`);--> statement-breakpoint
CREATE TABLE `content_docsv4` (
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
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_docsv4_path_unique` ON `content_docsv4` (`path`);--> statement-breakpoint
CREATE TABLE `content_index` (
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
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_index_path_unique` ON `content_index` (`path`);--> statement-breakpoint
CREATE TABLE `content_info` (
	`collection` text PRIMARY KEY NOT NULL,
	`hash` text NOT NULL,
	`build_id` text NOT NULL,
	`rows` integer NOT NULL,
	`navigation` text NOT NULL,
	`built_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `content_landing` (
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
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_landing_path_unique` ON `content_landing` (`path`);--> statement-breakpoint
CREATE TABLE `content_manual_sponsors` (
	`id` text PRIMARY KEY NOT NULL,
	`stem` text NOT NULL,
	`meta` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`url` text NOT NULL,
	`logo` text NOT NULL,
	`tier` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `content_showcase` (
	`id` text PRIMARY KEY NOT NULL,
	`stem` text NOT NULL,
	`meta` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`url` text NOT NULL,
	`screenshot_url` text NOT NULL,
	`category` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `content_support` (
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
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_support_path_unique` ON `content_support` (`path`);--> statement-breakpoint
CREATE TABLE `content_team` (
	`id` text PRIMARY KEY NOT NULL,
	`stem` text NOT NULL,
	`meta` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`avatar` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `content_templates` (
	`id` text PRIMARY KEY NOT NULL,
	`stem` text NOT NULL,
	`meta` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text NOT NULL,
	`badge` text,
	`screenshot_url` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_templates_slug_unique` ON `content_templates` (`slug`);--> statement-breakpoint
CREATE TABLE `content_video_courses` (
	`id` text PRIMARY KEY NOT NULL,
	`stem` text NOT NULL,
	`meta` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text NOT NULL,
	`badge` text,
	`screenshot_url` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_video_courses_slug_unique` ON `content_video_courses` (`slug`);