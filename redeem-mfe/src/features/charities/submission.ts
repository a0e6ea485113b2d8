/** The charity submission's states (spec 4): start, success and error are distinct. */

/** Why a charity submission failed: the code was used already (409), or anything else. */
export type SubmissionFailure = 'already-redeemed' | 'error';

export type Submission =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'succeeded' }
  | { status: 'failed'; failure: SubmissionFailure };
