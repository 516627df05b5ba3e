import type { NoTables, ServiceModule } from '../service-module.js';
import { vaspRoutes } from './routes.js';
import { Vasp } from './schemas.js';

export const manifest: ServiceModule<NoTables> = {
  name: 'vasps',
  routes: [vaspRoutes],
  components: [Vasp],
  tables: [],
};
