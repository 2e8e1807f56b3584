/**
 * The servers' V8 heap bound (`--max-old-space-size`), in MB: `scripts/lib/stack.ts` and each
 * app's `start` script. It stays above 256 MB: at 256 or less V8 takes the machine for a
 * low-memory device and collects the whole heap after little growth (the admin's CMS ran 445 full
 * collections in 2½ minutes, half its CPU; 40 at 288 MB, with the same RSS; docs/performance.md).
 */
export const HEAP_BOUND_MB = 288
