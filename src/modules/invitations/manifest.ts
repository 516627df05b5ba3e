import type { ServiceModule } from '../service-module.js';
import type { InvitationsTables } from './tables.js';
import { invitationRoutes } from './routes.js';
import { EXPIRE_JOB, expireInvitation } from './service.js';

export const manifest: ServiceModule<InvitationsTables> = {
  name: 'invitations',
  routes: [invitationRoutes],
  jobs: { [EXPIRE_JOB]: expireInvitation },
  tables: ['invitations'],
};
