/** Runs one named build step and prints `✓ name  detail  0.8 s` (or `✗ name` and rethrows). */
export async function step<T>(
  name: string,
  run: () => Promise<T>,
  detail?: (result: T) => string
): Promise<T> {
  const started = performance.now()
  try {
    const result = await run()
    const seconds = ((performance.now() - started) / 1000).toFixed(2)
    console.log(`✓ ${name.padEnd(16)} ${detail ? detail(result).padEnd(36) : ''} ${seconds} s`)
    return result
  } catch (error) {
    console.error(`✗ ${name}`)
    throw error
  }
}

/** Formats a byte count as `12.3 kB`. */
export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`
}
