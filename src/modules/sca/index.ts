// The sca module's face: the operations it gates ask it for the customer's live SCA session,
// and the resources a customer authorizes (payments, trusted beneficiaries) for challenges.
export { requireScaSession } from './service.js';
export {
  answerSubjectChallenge,
  challengeSubject,
  resendSubjectChallenge,
  type ScaPurpose,
} from './challenges.js';
export { SCA_FACTORS, type ScaChallenge, ScaChallengeRef } from './schemas.js';
export type { ScaProof } from './proofs.js';
export type { ScaFactorName } from './tables.js';
