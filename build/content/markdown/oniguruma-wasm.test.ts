import { afterEach, describe, expect, it } from 'vitest'
import { highlightLocally } from './highlighter'
import { onigurumaWasm, shikiWasmFile, wasmLoads } from './oniguruma-wasm'

afterEach(() => {
  delete process.env.CONTENT_FAST_WASM
})

describe("Shiki's oniguruma wasm", () => {
  it('is read from the file Shiki ships, the very bytes of its inlined copy', async () => {
    const file = await shikiWasmFile()
    const { wasmBinaryPromise } = await import('shiki/wasm')
    expect(file).toBeInstanceOf(Uint8Array)
    expect(Buffer.compare(Buffer.from(file!), Buffer.from(await wasmBinaryPromise))).toBe(0)
    const before = { ...wasmLoads }
    expect(await onigurumaWasm()).toHaveProperty('instantiator')
    expect(wasmLoads).toEqual({ file: before.file + 1, inlined: before.inlined })
  })

  it("is Shiki's own loader with CONTENT_FAST_WASM=0", async () => {
    process.env.CONTENT_FAST_WASM = '0'
    const before = { ...wasmLoads }
    const loader = await onigurumaWasm()
    expect(loader).toHaveProperty('wasmBinaryPromise')
    expect(wasmLoads).toEqual({ file: before.file, inlined: before.inlined + 1 })
  })

  it("is what the build's highlighter runs", async () => {
    const before = { ...wasmLoads }
    const [html] = await highlightLocally([
      { key: 'wasm-ts', lang: 'typescript', code: 'const a = 1' },
    ])
    expect(html).toContain('<span class="line">')
    expect(wasmLoads).toEqual({ file: before.file + 1, inlined: before.inlined })
  })
})
