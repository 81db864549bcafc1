import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'

/*
 * The shape and the size cap of every MCP tool answer (worker/mcp/tools-*.ts). A document (a page,
 * a guide, a README) is Markdown read by character offset; a list is JSON read by item offset;
 * either is cut to MCP_ANSWER_BYTES with `truncated: true` and the `nextOffset` to ask for.
 */

/** The most bytes (UTF-8) one tool answer carries. */
export const MCP_ANSWER_BYTES = 64 * 1024
/** Room kept for a document answer's metadata block. */
const META_BYTES = 2 * 1024

/** A refusal a tool explains to the agent (an unknown page, a bad version): `isError` answer. */
export class ToolError extends Error {}

const encoder = new TextEncoder()
const bytesOf = (text: string) => encoder.encode(text).length

/**
 * The longest start of `text` within `maxBytes` of UTF-8, never splitting a character, ending
 * at a line break when one falls in its last fifth (Markdown stays readable).
 */
export function cutToBytes(text: string, maxBytes: number): string {
  if (bytesOf(text) <= maxBytes) return text
  let bytes = 0
  let end = 0
  for (const char of text) {
    const size = bytesOf(char)
    if (bytes + size > maxBytes) break
    bytes += size
    end += char.length
  }
  const line = text.lastIndexOf('\n', end - 1)
  return text.slice(0, line > end * 0.8 ? line + 1 : end)
}

/** A text answer (JSON or prose) that needs no paging. */
export function textResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text: cutToBytes(text, MCP_ANSWER_BYTES) }] }
}

/**
 * A document from character `offset`: first a JSON block (`meta` plus `offset`, `length`,
 * `truncated` and, when cut, `nextOffset`), then the Markdown itself.
 */
export function documentResult(
  meta: Record<string, unknown>,
  markdown: string,
  offset = 0
): CallToolResult {
  if (offset > 0 && offset >= markdown.length)
    throw new ToolError(
      `offset ${offset} is past the end: the document has ${markdown.length} characters`
    )
  const part = cutToBytes(markdown.slice(offset), MCP_ANSWER_BYTES - META_BYTES)
  const next = offset + part.length
  const truncated = next < markdown.length
  const info = {
    ...meta,
    offset,
    length: markdown.length,
    truncated,
    ...(truncated ? { nextOffset: next, more: `call again with offset ${next} for the rest` } : {}),
  }
  return {
    content: [
      { type: 'text', text: JSON.stringify(info, null, 2) },
      { type: 'text', text: part },
    ],
  }
}

/**
 * A page of a list from item `offset`, at most `limit` items and MCP_ANSWER_BYTES, as JSON:
 * `meta`, `total`, `offset`, `items`, `truncated` and, when more follow, `nextOffset`.
 */
export function listResult<T>(
  meta: Record<string, unknown>,
  items: readonly T[],
  offset: number,
  limit: number
): CallToolResult {
  if (offset > 0 && offset >= items.length)
    throw new ToolError(`offset ${offset} is past the end: the list has ${items.length} items`)
  const render = (count: number) => {
    const shown = items.slice(offset, offset + count)
    const next = offset + shown.length
    const truncated = next < items.length
    return JSON.stringify(
      {
        ...meta,
        total: items.length,
        offset,
        truncated,
        ...(truncated ? { nextOffset: next } : {}),
        items: shown,
      },
      null,
      1
    )
  }
  // the most items that fit: bisect on the count (each try serializes one page)
  let low = 0
  let high = Math.min(limit, items.length - offset)
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (bytesOf(render(mid)) <= MCP_ANSWER_BYTES) low = mid
    else high = mid - 1
  }
  return { content: [{ type: 'text', text: render(low) }] }
}

/**
 * Runs a tool: its answer, or an `isError` answer: the message of a ToolError, a short notice for
 * anything else (logged; never a stack trace, never a 500).
 */
export async function answerTool(
  name: string,
  run: () => Promise<CallToolResult>
): Promise<CallToolResult> {
  try {
    return await run()
  } catch (error) {
    if (!(error instanceof ToolError)) console.error(`[mcp] ${name} failed:`, error)
    const text =
      error instanceof ToolError
        ? error.message
        : `${name} failed: the site's data did not answer. Try again in a minute.`
    return { content: [{ type: 'text', text }], isError: true }
  }
}
