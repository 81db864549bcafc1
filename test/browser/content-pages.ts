import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DocsSection } from '../../src/shared/docs/sections'
import {
  DOCS_VERSIONS,
  LATEST_DOCS_VERSION,
  type DocsVersion,
} from '../../src/shared/docs/versions'

/**
 * The docs pages a browser test uses, read from the build the test server serves (dist/'s
 * manifest: each version's sections, and the route rules that send a folder to its first page)
 * instead of named, as test/worker/content-sample.ts does for the worker suites. Tests of the
 * sample's own pages and strings stay literal; those run only when `SAMPLE_DOCS` says so.
 */

interface Manifest {
  docsSections?: Record<string, DocsSection[]>
  routeRules: Record<string, { redirect?: string }>
}

const MANIFEST = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../dist/build-manifest.json'), 'utf8')
) as Manifest

/** The spec's five sections of every docs version (spec 2: "Docs versions"). */
const SPEC_SECTIONS = ['getting-started', 'guide', 'api', 'examples', 'community']

/** True when the build holds the sample docs the spec describes (both versions, five sections each). */
export const SAMPLE_DOCS = DOCS_VERSIONS.every((version) =>
  SPEC_SECTIONS.every((section) =>
    MANIFEST.docsSections?.[version.path]?.some((entry) => entry.section === section)
  )
)

/** Where a folder's path leads: its first page (the build's rule), or the path itself (its own page). */
const pageOf = (path: string) => MANIFEST.routeRules[path]?.redirect ?? path

/** The first page of each section of a version, in content order. */
export function sectionPages(version: DocsVersion = LATEST_DOCS_VERSION): string[] {
  return (MANIFEST.docsSections?.[version.path] ?? []).map((section) => pageOf(section.path))
}

/** The first page of the latest docs (where `/docs` leads): "a docs page" for a test. */
export const FIRST_DOCS_PAGE: string = pageOf(LATEST_DOCS_VERSION.path)
