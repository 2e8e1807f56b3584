const LOCAL_PART_MAX = 64
const LABEL_MAX = 63

/**
 * A well-formed address of exactly `length` characters (from 80 up): a 64-character local part
 * starting with `tag` (so each test's address is its own), then domain labels of at most 63
 * characters before `example.com`, as RFC 5321 allows. RFC 5321 caps a whole address at 254.
 */
export function addressOfLength(length: number, tag = ''): string {
  const local = `${tag}${'a'.repeat(LOCAL_PART_MAX)}`.slice(0, LOCAL_PART_MAX)
  const labels: string[] = []
  let remaining = length - local.length - '@example.com'.length
  while (remaining > 0) {
    // Each label costs its characters and a dot; never leave a single character for the next.
    let take = Math.min(LABEL_MAX + 1, remaining)
    if (remaining - take === 1) take -= 1
    labels.push('b'.repeat(take - 1))
    remaining -= take
  }
  return `${local}@${[...labels, 'example.com'].join('.')}`
}
