CREATE TABLE `content_row_hashes` (
	`collection` text NOT NULL,
	`id` text NOT NULL,
	`hash` text NOT NULL,
	PRIMARY KEY(`collection`, `id`)
);
