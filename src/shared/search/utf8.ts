/*
 * UTF-8 for the search index values (codec.ts, index-format.ts). TextEncoder and TextDecoder exist
 * in every host of this code (Node for the build, workerd for the worker); src/shared compiles
 * without host types, so their shape is declared here, in one place.
 */
declare const TextEncoder: new () => { encode(text: string): Uint8Array }
declare const TextDecoder: new () => { decode(bytes: Uint8Array): string }

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** The UTF-8 bytes of a string. */
export const encodeUtf8 = (text: string): Uint8Array => encoder.encode(text)

/** The string of UTF-8 bytes. */
export const decodeUtf8 = (bytes: Uint8Array): string => decoder.decode(bytes)
