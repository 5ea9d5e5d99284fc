import fs from 'node:fs';
import path from 'node:path';
import { APPS, REMOTE_APPS, VISITOR_APP, remoteByName } from '@earrival/shared/apps';
import { ADMIN_ROUTES, VISITOR_MODULE } from '@earrival/shared/routes';

const repoRoot = path.resolve(__dirname, '..', '..');

describe('app manifest', () => {
  it('names each app once: folders, packages, federation names and dev ports are unique', () => {
    for (const key of ['folder', 'packageName', 'federationName', 'devPort'] as const) {
      const values = APPS.map((app) => app[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('matches each workspace: folder, package name, and every exposed file exists', () => {
    for (const app of APPS) {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(repoRoot, app.folder, 'package.json'), 'utf8'),
      ) as { name: string };
      expect(manifest.name).toBe(app.packageName);
      expect(app.federationName).toMatch(/^[a-z_]+$/);
      for (const file of Object.values(app.exposes)) {
        expect(fs.existsSync(path.join(repoRoot, app.folder, file))).toBe(true);
      }
    }
  });

  it('exposes every module the route table mounts, from the remote the route names', () => {
    for (const ref of [...ADMIN_ROUTES, VISITOR_MODULE]) {
      expect(Object.keys(remoteByName(ref.remote)?.exposes ?? {})).toContain(ref.module);
    }
  });

  it('marks the visitor remote as the one served on its own port', () => {
    expect(VISITOR_APP.federationName).toBe('mf_visitor');
    expect(REMOTE_APPS).toContain(VISITOR_APP);
  });
});
