// The agents module's face to the rest of the service: the HTTP layer authenticates agent
// access tokens through it.
export { authenticateAgent } from './service.js';
