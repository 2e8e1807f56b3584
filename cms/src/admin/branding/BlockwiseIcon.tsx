import { BLOCKWISE_MARK_URL } from './blockwiseMark'

/** The admin's navigation icon: Blockwise's mark instead of Payload's. */
export function BlockwiseIcon() {
  return <img src={BLOCKWISE_MARK_URL} alt="Blockwise" width={25} height={25} />
}
