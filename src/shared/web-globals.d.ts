/**
 * The WHATWG URL globals, TextEncoder and TextDecoder, which every runtime of this code has (Workers,
 * browsers, Node). The shared side compiles without DOM or Workers libraries, so it declares just
 * these; only tsconfig.shared.json reads this file.
 */
interface URLSearchParams {
  append(name: string, value: string): void
  delete(name: string): void
  get(name: string): string | null
  getAll(name: string): string[]
  has(name: string): boolean
  set(name: string, value: string): void
  sort(): void
  toString(): string
  forEach(callback: (value: string, key: string) => void): void
  entries(): IterableIterator<[string, string]>
  keys(): IterableIterator<string>
  values(): IterableIterator<string>
  [Symbol.iterator](): IterableIterator<[string, string]>
  readonly size: number
}
declare var URLSearchParams: {
  prototype: URLSearchParams
  new (init?: string[][] | Record<string, string> | string | URLSearchParams): URLSearchParams
}
interface URL {
  hash: string
  host: string
  hostname: string
  href: string
  readonly origin: string
  password: string
  pathname: string
  port: string
  protocol: string
  search: string
  readonly searchParams: URLSearchParams
  username: string
  toString(): string
  toJSON(): string
}
declare var URL: {
  prototype: URL
  new (url: string | URL, base?: string | URL): URL
  canParse(url: string | URL, base?: string | URL): boolean
}
interface TextEncoder {
  encode(input?: string): Uint8Array<ArrayBuffer>
}
declare var TextEncoder: {
  prototype: TextEncoder
  new (): TextEncoder
}
interface TextDecoder {
  decode(input?: Uint8Array): string
}
declare var TextDecoder: {
  prototype: TextDecoder
  new (): TextDecoder
}
