/** Shapes produced by the markdown compiler (build) and read by the worker and components. */

/** One heading in a page's table of contents ("On this page"). */
export interface TocLink {
  /** Heading id (anchor), unique within the page. */
  id: string
  /** Heading depth: 2 or 3 (h2/h3); h1 is the page title and not listed. */
  depth: number
  /** Heading text as plain text. */
  text: string
  /** h3 links under an h2. */
  children?: TocLink[]
}

/** One search record: a heading section of a page (spec section 3, "Search record"). */
export interface SearchSection {
  /** `path` for the page's first section, `path#anchor` for the others. */
  id: string
  /** The section's heading text (the page title for the first section). */
  title: string
  /** The parent headings, outermost first (page title included). */
  titles: string[]
  /** Plain text of the section's body. */
  content: string
  /** Heading level 1 to 6 (1 for the page's first section). */
  level: number
  /**
   * The language of its text when it is not the index's: an untranslated page's sections in a
   * translation language's index are English (`'en'`: the palette labels them).
   */
  lang?: string
}

/** An internal link found in a page body, kept for the build-time link check. */
export interface ContentLink {
  href: string
  /** 1-based line in the source file. */
  line: number
}

/** Result of compiling one markdown body. */
export interface CompiledMarkdown {
  /** Sanitized HTML of the body, with components rendered from the fixed registry. */
  html: string
  toc: TocLink[]
  sections: SearchSection[]
  /** Ids of every heading in the page (link-check anchors). */
  headingIds: string[]
  /** Internal links (starting with `/` or `#`) with their source line. */
  links: ContentLink[]
  /**
   * Each highlighted code block of `html`: its highlight key, where its HTML starts and ends
   * (the build reuses them when the page is edited: build/content/markdown/highlight-cache.ts).
   */
  codeBlocks: [key: string, start: number, end: number][]
}
