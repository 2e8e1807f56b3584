/** Any constant all runners share: the key of the advisory lock job claims take turns on. */
export const JOB_CLAIM_LOCK = 26_0001
