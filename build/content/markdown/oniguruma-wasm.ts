import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { LoadWasmOptionsPlain } from 'shiki/core'
import { fastPathOn } from '../fast-paths'

/**
 * Shiki's oniguruma wasm, for `createOnigurumaEngine`. `shiki/wasm` holds it as gzipped base64
 * and unpacks it through `atob`, `Uint8Array.from` and a web-streams `DecompressionStream`: about
 * 0.1 s of CPU each time a thread starts Shiki, as much as compiling the wasm. Shiki ships the
 * same bytes as a file beside it (`dist/onig.wasm`, its `unwasm` export; oniguruma-wasm.test.ts
 * checks they are equal), read here instead and handed over as an instantiator: given bare
 * bytes, the engine's loader asks whether they are a fetch `Response`, and that first look at
 * the global loads Node's whole fetch stack (undici, http, http2) into the thread.
 * `CONTENT_FAST_WASM=0`, or no such file: Shiki's own loader.
 */
export async function onigurumaWasm(): Promise<LoadWasmOptionsPlain> {
  const bytes = fastPathOn('wasm') ? await shikiWasmFile() : undefined
  if (bytes) {
    wasmLoads.file++
    return { instantiator: (imports) => WebAssembly.instantiate(bytes, imports) }
  }
  wasmLoads.inlined++
  return import('shiki/wasm')
}

/** The bytes of the wasm file Shiki ships, if it does. */
export async function shikiWasmFile(): Promise<Uint8Array | undefined> {
  try {
    return await readFile(
      join(dirname(createRequire(import.meta.url).resolve('shiki/wasm')), 'onig.wasm')
    )
  } catch {
    return undefined
  }
}

/** How this process got the wasm: read from Shiki's file, or unpacked by Shiki (for the tests). */
export const wasmLoads = { file: 0, inlined: 0 }
