import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { isUtf8 } from 'node:buffer'
import { ContentError } from '../../src/shared/content/content-error'

/** U+FEFF at the start of a file: what some editors (Windows Notepad among them) write first. */
const BYTE_ORDER_MARK = '\uFEFF'

/**
 * A content file's bytes as text: UTF-8, without the byte order mark some editors put first
 * (before it, `---` would not open the frontmatter). Bytes that are not UTF-8 are a ContentError
 * at the line and column of the first of them, never replacement characters in the page.
 */
export function sourceText(file: string, bytes: Buffer): string {
  if (!isUtf8(bytes)) {
    const at = Math.min(firstInvalidByte(bytes), bytes.length - 1)
    const before = bytes.subarray(0, at)
    const lineStart = before.lastIndexOf(0x0a) + 1
    throw new ContentError(
      file,
      before.filter((byte) => byte === 0x0a).length + 1,
      `the file is not UTF-8 text (byte 0x${bytes[at]!.toString(16).toUpperCase().padStart(2, '0')})`,
      {
        column: before.subarray(lineStart).toString('utf8').length + 1,
        hint: 'save it as UTF-8 (it may be Latin-1 or Windows-1252: re-encode it, e.g. with iconv -f windows-1252 -t utf-8)',
      }
    )
  }
  const text = bytes.toString('utf8')
  return text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text
}

/** {@link sourceText} of a file read synchronously (the collect step reads thousands of small files). */
export function readSourceTextSync(file: string, absolute: string): string {
  return sourceText(file, readFileSync(absolute))
}

/** {@link sourceText} of a file read asynchronously. */
export async function readSourceText(file: string, absolute: string): Promise<string> {
  return sourceText(file, await readFile(absolute))
}

/** Index of the first byte that does not continue a valid UTF-8 sequence (the text is invalid). */
function firstInvalidByte(bytes: Buffer): number {
  let index = 0
  while (index < bytes.length) {
    const lead = bytes[index]!
    const length =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead <= 0xdf
          ? 2
          : lead >= 0xe0 && lead <= 0xef
            ? 3
            : lead >= 0xf0 && lead <= 0xf4
              ? 4
              : 0
    if (!length || index + length > bytes.length) return index
    if (length > 1 && !isUtf8(bytes.subarray(index, index + length))) return index
    index += length
  }
  return index
}
