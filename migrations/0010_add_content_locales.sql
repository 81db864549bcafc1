DROP INDEX `content_agencies_path_unique`;--> statement-breakpoint
ALTER TABLE `content_agencies` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `content_agencies` ADD `translation` text;--> statement-breakpoint
CREATE UNIQUE INDEX `content_agencies_path_locale` ON `content_agencies` (`path`,`locale`);--> statement-breakpoint
DROP INDEX `content_blog_path_unique`;--> statement-breakpoint
ALTER TABLE `content_blog` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `content_blog` ADD `translation` text;--> statement-breakpoint
CREATE UNIQUE INDEX `content_blog_path_locale` ON `content_blog` (`path`,`locale`);--> statement-breakpoint
DROP INDEX `content_deploy_path_unique`;--> statement-breakpoint
ALTER TABLE `content_deploy` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `content_deploy` ADD `translation` text;--> statement-breakpoint
CREATE UNIQUE INDEX `content_deploy_path_locale` ON `content_deploy` (`path`,`locale`);--> statement-breakpoint
DROP INDEX `content_docsv3_path_unique`;--> statement-breakpoint
ALTER TABLE `content_docsv3` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `content_docsv3` ADD `translation` text;--> statement-breakpoint
CREATE UNIQUE INDEX `content_docsv3_path_locale` ON `content_docsv3` (`path`,`locale`);--> statement-breakpoint
DROP INDEX `content_docsv4_path_unique`;--> statement-breakpoint
ALTER TABLE `content_docsv4` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `content_docsv4` ADD `translation` text;--> statement-breakpoint
CREATE UNIQUE INDEX `content_docsv4_path_locale` ON `content_docsv4` (`path`,`locale`);--> statement-breakpoint
DROP INDEX `content_index_path_unique`;--> statement-breakpoint
ALTER TABLE `content_index` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `content_index` ADD `translation` text;--> statement-breakpoint
CREATE UNIQUE INDEX `content_index_path_locale` ON `content_index` (`path`,`locale`);--> statement-breakpoint
DROP INDEX `content_landing_path_unique`;--> statement-breakpoint
ALTER TABLE `content_landing` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `content_landing` ADD `translation` text;--> statement-breakpoint
CREATE UNIQUE INDEX `content_landing_path_locale` ON `content_landing` (`path`,`locale`);--> statement-breakpoint
DROP INDEX `content_newsletter_path_unique`;--> statement-breakpoint
ALTER TABLE `content_newsletter` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `content_newsletter` ADD `translation` text;--> statement-breakpoint
CREATE UNIQUE INDEX `content_newsletter_path_locale` ON `content_newsletter` (`path`,`locale`);--> statement-breakpoint
DROP INDEX `content_support_path_unique`;--> statement-breakpoint
ALTER TABLE `content_support` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `content_support` ADD `translation` text;--> statement-breakpoint
CREATE UNIQUE INDEX `content_support_path_locale` ON `content_support` (`path`,`locale`);--> statement-breakpoint
DROP INDEX `content_templates_slug_unique`;--> statement-breakpoint
ALTER TABLE `content_templates` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `content_templates` ADD `translation` text;--> statement-breakpoint
CREATE UNIQUE INDEX `content_templates_slug_locale` ON `content_templates` (`slug`,`locale`);--> statement-breakpoint
DROP INDEX `content_video_courses_slug_unique`;--> statement-breakpoint
ALTER TABLE `content_video_courses` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `content_video_courses` ADD `translation` text;--> statement-breakpoint
CREATE UNIQUE INDEX `content_video_courses_slug_locale` ON `content_video_courses` (`slug`,`locale`);--> statement-breakpoint
ALTER TABLE `content_design_kit` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `content_design_kit` ADD `translation` text;--> statement-breakpoint
ALTER TABLE `content_manual_sponsors` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `content_manual_sponsors` ADD `translation` text;--> statement-breakpoint
ALTER TABLE `content_showcase` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `content_showcase` ADD `translation` text;--> statement-breakpoint
ALTER TABLE `content_team` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `content_team` ADD `translation` text;