/** Splits bytes into consecutive pieces of at most `max` bytes (one piece when it fits). */
export function shardBytes(bytes: Uint8Array, max: number): Uint8Array[] {
  if (max < 1) throw new Error(`shard size must be positive, got ${max}`)
  if (bytes.byteLength <= max) return [bytes]
  const shards: Uint8Array[] = []
  for (let offset = 0; offset < bytes.byteLength; offset += max)
    shards.push(bytes.subarray(offset, offset + max))
  return shards
}
