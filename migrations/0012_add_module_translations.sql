CREATE TABLE `module_translations` (
	`name` text NOT NULL,
	`locale` text NOT NULL,
	`description` text,
	`translation` text NOT NULL,
	`readme` text,
	`readme_source` text,
	`readme_translation` text NOT NULL,
	PRIMARY KEY(`name`, `locale`)
);
