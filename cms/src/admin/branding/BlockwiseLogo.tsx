import { BLOCKWISE_MARK_URL } from './blockwiseMark'

/** The admin's logo (login and account screens): Blockwise's mark and name instead of Payload's. */
export function BlockwiseLogo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }}>
      <img src={BLOCKWISE_MARK_URL} alt="" width={48} height={48} />
      <span style={{ fontSize: '2rem', fontWeight: 800, letterSpacing: '-0.02em' }}>Blockwise</span>
    </span>
  )
}
