import { Type, type Static } from 'typebox';
import { REMOTE_APPS } from '@earrival/shared/apps';
import { IsoTime, Nullable, StringEnum } from '../../platform/http/schemas';

/**
 * The shapes of the releases calls (routes/): TypeBox, so each is the validation, the serialisation, the
 * OpenAPI document and (through `npm run contract`) the browser's types at once.
 */

/** A remote's folder, as the paths name it: mf-queues, mf-order-detail, mf-admin-settings, mf-visitor. */
export const AppFolder = StringEnum(
  REMOTE_APPS.map((app) => app.folder),
  { description: 'The remote, by its folder name' },
);

/** The remote a path names (any text: the service answers 404 for one that is not a remote). */
export const AppParams = Type.Object({ app: Type.String({ maxLength: 60 }) });

/** version-hash, e.g. 1.4.0-3f2a9c1b7d4e: the version from the manifest and 12 hex digits of the files' hash. */
export const RELEASE_ID_PATTERN = '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,80}-[0-9a-f]{12}$';
export const ReleaseId = Type.String({ pattern: RELEASE_ID_PATTERN, maxLength: 100 });

export const ReleaseState = StringEnum(['live', 'canary', 'retired']);

const Actor = Type.Object({ id: Type.Integer(), name: Type.String() });
const TokenRef = Type.Object({
  id: Type.Integer(),
  note: Nullable(Type.String()),
});

export const Release = Type.Object(
  {
    app: Type.String(),
    releaseId: Type.String(),
    version: Type.String(),
    state: ReleaseState,
    canaryPercent: Nullable(Type.Integer()),
    builtWith: Type.Array(Type.Object({ name: Type.String(), version: Type.String() }), {
      description: 'The singletons its mf-manifest.json was built with',
    }),
    fileCount: Type.Integer(),
    sizeBytes: Type.Integer(),
    /** Which deploy token published it. */
    token: Nullable(TokenRef),
    note: Nullable(Type.String()),
    createdAt: IsoTime(),
    /** The order the database recorded the publish in. */
    sequence: Type.Integer(),
    errors: Type.Object(
      { load: Type.Integer(), render: Type.Integer(), members: Type.Integer() },
      { description: 'Load and render errors the shells reported, and how many members reported them' },
    ),
  },
  { title: 'Release' },
);
export type Release = Static<typeof Release>;

export const ReleaseAction = StringEnum([
  'publish',
  'promote',
  'rollback',
  'auto-rollback',
  'token-created',
  'token-revoked',
]);

export const ReleaseEvent = Type.Object(
  {
    id: Type.Integer(),
    at: IsoTime(),
    action: ReleaseAction,
    releaseId: Nullable(Type.String()),
    fromReleaseId: Nullable(Type.String()),
    by: Nullable(Actor),
    token: Nullable(TokenRef),
    note: Nullable(Type.String()),
  },
  { title: 'ReleaseEvent' },
);
export type ReleaseEvent = Static<typeof ReleaseEvent>;

/** A reported error as the Deployments screen lists it: who reported what, and whether it counted. */
export const ClientReport = Type.Object({
  id: Type.Integer(),
  at: IsoTime(),
  releaseId: Type.String({ description: "The release; 'built-in' for the server's own dist/" }),
  kind: StringEnum(['load', 'render']),
  message: Type.String(),
  member: Nullable(Actor, {
    description: 'Who reported it; null for a report kept before reporters were named (a pseudonym only)',
  }),
  served: Type.Boolean({
    description:
      "The registry had served this release to the member's session (a canary's report counts toward its rollback only then)",
  }),
});
export type ClientReport = Static<typeof ClientReport>;

export const AppReleases = Type.Object({
  app: Type.String(),
  label: Type.String(),
  /** The live release; null while the build served from the server's own dist/ folder is live. */
  live: Nullable(Release),
  canary: Nullable(Release),
  /** The newest releases first (at most 50), the live and canary ones included. */
  history: Type.Array(Release),
  /** The newest steps first (at most 50). */
  events: Type.Array(ReleaseEvent),
  /** Errors reported while the built-in dist/ build was live. */
  builtInErrors: Type.Object({ load: Type.Integer(), render: Type.Integer(), members: Type.Integer() }),
  /** The newest error reports first (at most 50), with who reported them. */
  reports: Type.Array(ClientReport),
});
export type AppReleases = Static<typeof AppReleases>;

export const Published = Type.Object({
  ...Release.properties,
  /** The release that was live (or the canary) before this one, which this one replaced. */
  replaced: Nullable(Type.String()),
  /** 'published': new; 'existing': the very same files were published before (nothing changed). */
  outcome: StringEnum(['published', 'existing']),
});

export type Published = Static<typeof Published>;

export const PublishQuery = Type.Object(
  {
    canary: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 99, description: 'Share of staff (%) the release reaches first' }),
    ),
    note: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const RollbackBody = Type.Object(
  {
    releaseId: Type.Optional(
      Type.String({
        maxLength: 100,
        description:
          "The release to put back; 'built-in' for the server's own dist/; absent: the one live before",
      }),
    ),
  },
  { additionalProperties: false },
);

export const RegistryEntry = Type.Object({
  /** Federation name, e.g. mf_queues. */
  name: Type.String(),
  app: Type.String(),
  /** The manifest URL the shell loads the remote from. */
  entry: Type.String(),
  /** null: the server's own dist/ build (or an override), not a published release. */
  releaseId: Nullable(Type.String()),
  version: Nullable(Type.String()),
  canary: Type.Boolean(),
  reportKey: Nullable(
    Type.String({
      description:
        "This session's proof that it was served the release: sent back with an error report of it (only such reports count toward a canary's rollback); null for the built-in build or an override",
    }),
  ),
});
export const Registry = Type.Object({ remotes: Type.Array(RegistryEntry) });
export type Registry = Static<typeof Registry>;

export const DeployToken = Type.Object({
  id: Type.Integer(),
  app: Type.String(),
  note: Nullable(Type.String()),
  createdAt: IsoTime(),
  createdBy: Nullable(Actor),
  lastUsedAt: Nullable(IsoTime()),
  revokedAt: Nullable(IsoTime()),
});
export type DeployToken = Static<typeof DeployToken>;

export const CreatedDeployToken = Type.Object({
  ...DeployToken.properties,
  token: Type.String({ description: 'The secret, shown this once (only its hash is kept)' }),
});

export const CreateTokenBody = Type.Object(
  { app: AppFolder, note: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);

export const ClientErrorBody = Type.Object(
  {
    app: AppFolder,
    releaseId: Nullable(Type.String({ maxLength: 100 })),
    kind: StringEnum(['load', 'render']),
    message: Type.String({ maxLength: 2000 }),
    reportKey: Type.Optional(
      Type.String({
        maxLength: 100,
        description: "The registry entry's reportKey of the release that failed (GET /api/remotes)",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ClientErrorBody = Static<typeof ClientErrorBody>;

export const ClientErrorOutcome = Type.Object({
  rolledBack: Type.Boolean({ description: 'This report rolled the canary back' }),
  counted: Type.Boolean({
    description:
      'The report counts toward the canary rolling back by itself: the release is the canary, and the registry served it to this member in this session',
  }),
});
