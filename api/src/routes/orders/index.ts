import type { FastifyInstance } from 'fastify';
import { protect } from '../../plugins/auth';
import listRoutes from './lists';
import changeRoutes from './changes';
import detailRoutes from './detail';

/** Every order call of spec section 7 (documents, mail and PDFs live with their own routes). */
export default async function orderRoutes(app: FastifyInstance) {
  protect(app);
  await app.register(listRoutes);
  await app.register(changeRoutes);
  await app.register(detailRoutes);
}
