import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Requests sent through the enterprise support contact form (/enterprise/support). Written only
 * after the whole request validated (src/shared schema); read and marked handled in /admin.
 */
export const contactRequests = sqliteTable(
  'contact_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    /** Normalised work address. */
    email: text('email').notNull(),
    company: text('company').notNull(),
    /** One of the company-size choices of the form schema. */
    companySize: text('company_size').notNull(),
    /** One of the topic choices of the form schema. */
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** Interface locale of the sender. */
    locale: text('locale').notNull().default('en'),
    createdAt: integer('created_at').notNull(),
    /** When an admin marked it handled (ms), null while open. */
    handledAt: integer('handled_at'),
    /** GitHub login of the admin who marked it handled. */
    handledBy: text('handled_by'),
  },
  (table) => [index('contact_requests_created').on(table.createdAt)]
)
