import type { FastifyInstance } from 'fastify';
import { protect } from '../../../platform/http/gate';
import listRoutes from './lists';
import exportRoutes from './export';
import changeRoutes from './changes';
import detailRoutes from './detail';
import historyRoutes from './history';
import undoRoutes from './undo';
import globalSearchRoutes from './globalSearch';
import neighbourRoutes from './neighbours';

/** The staff order calls: queue lists and search, status changes and their undo, the order detail and its paged histories (documents, mail and PDFs live with their own routes). */
export default async function orderRoutes(app: FastifyInstance) {
  protect(app);
  await app.register(listRoutes);
  await app.register(exportRoutes);
  await app.register(changeRoutes);
  await app.register(detailRoutes);
  await app.register(historyRoutes);
  await app.register(undoRoutes);
  await app.register(globalSearchRoutes);
  await app.register(neighbourRoutes);
}
