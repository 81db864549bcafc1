CREATE TABLE `used_oauth_states` (
	`state` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `used_oauth_states_expires` ON `used_oauth_states` (`expires_at`);--> statement-breakpoint
CREATE TABLE `newsletter_mails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`mailbox` text NOT NULL,
	`sent_at` integer NOT NULL,
	`token_hash` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `newsletter_mails_mailbox` ON `newsletter_mails` (`mailbox`,`sent_at`);--> statement-breakpoint
CREATE INDEX `newsletter_mails_sent_at` ON `newsletter_mails` (`sent_at`);