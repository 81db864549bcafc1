/** Pages of the relevance fixture (relevance-guides*.ts, relevance-docs.ts). */

/** A fixture page: path, title, introduction, then `[heading, text]` sections. */
export interface FixturePage {
  path: string
  title: string
  intro: string
  sections: Array<[heading: string, text: string]>
}
