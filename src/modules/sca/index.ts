// The sca module's face: the operations it gates ask it for the customer's live SCA session.
export { requireScaSession } from './service.js';
