import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { restoreSearchIndex, searchSections } from '../../src/shared/search/index-db'
const manifest = JSON.parse(readFileSync('dist/search/manifest.json', 'utf8'))
for (const version of [4, 3] as const) {
  const entry = manifest.versions[version]
  const raw = JSON.parse(gunzipSync(readFileSync(`dist/search/${entry.files[0]}`)).toString())
  const t0 = performance.now()
  const db = restoreSearchIndex(raw)
  console.log(`v${version} restore ${(performance.now() - t0).toFixed(1)} ms`)
  for (const q of process.argv.slice(2)) {
    if (version === 3 && !q.startsWith('3:')) continue
    if (version === 4 && q.startsWith('3:')) continue
    const hits = await searchSections(db, q.replace(/^3:/, ''), 5)
    console.log(`\n[${q}]`); for (const h of hits) console.log(`  ${h.score.toFixed(2)} ${h.section.id} | ${h.section.title}`)
  }
}
