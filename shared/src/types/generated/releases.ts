/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/contract/contract.test.ts) fails while this file is stale.
 * This file: the releases operations.
 */
import type { components } from './components';

export interface ReleasesOperations {
  reportClientError: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description The remote, by its folder name
           * @enum {string}
           */
          app: 'mf-queues' | 'mf-order-detail' | 'mf-admin-settings' | 'mf-visitor';
          /** @enum {string} */
          kind: 'load' | 'render';
          message: string;
          releaseId: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              rolledBack: boolean;
            };
            message: string;
            status: number;
          };
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
      /** @description More than 10 reports a minute (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  listDeployTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              app: string;
              /** @description ISO time (UTC) */
              createdAt: string;
              createdBy: {
                id: number;
                name: string;
              } | null;
              id: number;
              /** @description ISO time (UTC) */
              lastUsedAt: string | null;
              note: string | null;
              /** @description ISO time (UTC) */
              revokedAt: string | null;
            }[];
            message: string;
            status: number;
          };
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
    };
  };
  createDeployToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description The remote, by its folder name
           * @enum {string}
           */
          app: 'mf-queues' | 'mf-order-detail' | 'mf-admin-settings' | 'mf-visitor';
          note?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              app: string;
              /** @description ISO time (UTC) */
              createdAt: string;
              createdBy: {
                id: number;
                name: string;
              } | null;
              id: number;
              /** @description ISO time (UTC) */
              lastUsedAt: string | null;
              note: string | null;
              /** @description ISO time (UTC) */
              revokedAt: string | null;
              /** @description The secret, shown this once (only its hash is kept) */
              token: string;
            };
            message: string;
            status: number;
          };
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
    };
  };
  revokeDeployToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              app: string;
              /** @description ISO time (UTC) */
              createdAt: string;
              createdBy: {
                id: number;
                name: string;
              } | null;
              id: number;
              /** @description ISO time (UTC) */
              lastUsedAt: string | null;
              note: string | null;
              /** @description ISO time (UTC) */
              revokedAt: string | null;
            };
            message: string;
            status: number;
          };
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
    };
  };
  listReleases: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              app: string;
              builtInErrors: {
                load: number;
                members: number;
                render: number;
              };
              canary: {
                app: string;
                /** @description The singletons its mf-manifest.json was built with */
                builtWith: {
                  name: string;
                  version: string;
                }[];
                canaryPercent: number | null;
                /** @description ISO time (UTC) */
                createdAt: string;
                /** @description Load and render errors the shells reported, and how many members reported them */
                errors: {
                  load: number;
                  members: number;
                  render: number;
                };
                fileCount: number;
                note: string | null;
                releaseId: string;
                sequence: number;
                sizeBytes: number;
                /** @enum {string} */
                state: 'live' | 'canary' | 'retired';
                token: {
                  id: number;
                  note: string | null;
                } | null;
                version: string;
              } | null;
              events: {
                /** @enum {string} */
                action:
                  'publish' | 'promote' | 'rollback' | 'auto-rollback' | 'token-created' | 'token-revoked';
                /** @description ISO time (UTC) */
                at: string;
                by: {
                  id: number;
                  name: string;
                } | null;
                fromReleaseId: string | null;
                id: number;
                note: string | null;
                releaseId: string | null;
                token: {
                  id: number;
                  note: string | null;
                } | null;
              }[];
              history: {
                app: string;
                /** @description The singletons its mf-manifest.json was built with */
                builtWith: {
                  name: string;
                  version: string;
                }[];
                canaryPercent: number | null;
                /** @description ISO time (UTC) */
                createdAt: string;
                /** @description Load and render errors the shells reported, and how many members reported them */
                errors: {
                  load: number;
                  members: number;
                  render: number;
                };
                fileCount: number;
                note: string | null;
                releaseId: string;
                sequence: number;
                sizeBytes: number;
                /** @enum {string} */
                state: 'live' | 'canary' | 'retired';
                token: {
                  id: number;
                  note: string | null;
                } | null;
                version: string;
              }[];
              label: string;
              live: {
                app: string;
                /** @description The singletons its mf-manifest.json was built with */
                builtWith: {
                  name: string;
                  version: string;
                }[];
                canaryPercent: number | null;
                /** @description ISO time (UTC) */
                createdAt: string;
                /** @description Load and render errors the shells reported, and how many members reported them */
                errors: {
                  load: number;
                  members: number;
                  render: number;
                };
                fileCount: number;
                note: string | null;
                releaseId: string;
                sequence: number;
                sizeBytes: number;
                /** @enum {string} */
                state: 'live' | 'canary' | 'retired';
                token: {
                  id: number;
                  note: string | null;
                } | null;
                version: string;
              } | null;
            }[];
            message: string;
            status: number;
          };
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
    };
  };
  promoteRelease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        app: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              app: string;
              /** @description The singletons its mf-manifest.json was built with */
              builtWith: {
                name: string;
                version: string;
              }[];
              canaryPercent: number | null;
              /** @description ISO time (UTC) */
              createdAt: string;
              /** @description Load and render errors the shells reported, and how many members reported them */
              errors: {
                load: number;
                members: number;
                render: number;
              };
              fileCount: number;
              note: string | null;
              releaseId: string;
              sequence: number;
              sizeBytes: number;
              /** @enum {string} */
              state: 'live' | 'canary' | 'retired';
              token: {
                id: number;
                note: string | null;
              } | null;
              version: string;
            };
            message: string;
            status: number;
          };
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
    };
  };
  rollbackRelease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        app: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The release to put back; 'built-in' for the server's own dist/; absent: the one live before */
          releaseId?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              from: string;
              live: {
                app: string;
                /** @description The singletons its mf-manifest.json was built with */
                builtWith: {
                  name: string;
                  version: string;
                }[];
                canaryPercent: number | null;
                /** @description ISO time (UTC) */
                createdAt: string;
                /** @description Load and render errors the shells reported, and how many members reported them */
                errors: {
                  load: number;
                  members: number;
                  render: number;
                };
                fileCount: number;
                note: string | null;
                releaseId: string;
                sequence: number;
                sizeBytes: number;
                /** @enum {string} */
                state: 'live' | 'canary' | 'retired';
                token: {
                  id: number;
                  note: string | null;
                } | null;
                version: string;
              } | null;
            };
            message: string;
            status: number;
          };
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
    };
  };
  getPublishedReleases: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        app: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              app: string;
              canary: {
                app: string;
                /** @description The singletons its mf-manifest.json was built with */
                builtWith: {
                  name: string;
                  version: string;
                }[];
                canaryPercent: number | null;
                /** @description ISO time (UTC) */
                createdAt: string;
                /** @description Load and render errors the shells reported, and how many members reported them */
                errors: {
                  load: number;
                  members: number;
                  render: number;
                };
                fileCount: number;
                note: string | null;
                releaseId: string;
                sequence: number;
                sizeBytes: number;
                /** @enum {string} */
                state: 'live' | 'canary' | 'retired';
                token: {
                  id: number;
                  note: string | null;
                } | null;
                version: string;
              } | null;
              live: {
                app: string;
                /** @description The singletons its mf-manifest.json was built with */
                builtWith: {
                  name: string;
                  version: string;
                }[];
                canaryPercent: number | null;
                /** @description ISO time (UTC) */
                createdAt: string;
                /** @description Load and render errors the shells reported, and how many members reported them */
                errors: {
                  load: number;
                  members: number;
                  render: number;
                };
                fileCount: number;
                note: string | null;
                releaseId: string;
                sequence: number;
                sizeBytes: number;
                /** @enum {string} */
                state: 'live' | 'canary' | 'retired';
                token: {
                  id: number;
                  note: string | null;
                } | null;
                version: string;
              } | null;
            };
            message: string;
            status: number;
          };
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
    };
  };
  publishRelease: {
    parameters: {
      query?: {
        /** @description Share of staff (%) the release reaches first */
        canary?: number;
        note?: string;
      };
      header?: never;
      path: {
        app: string;
      };
      cookie?: never;
    };
    /** @description The archive (Content-Type: application/gzip) */
    requestBody: {
      content: {
        'application/json': string;
      };
    };
    responses: {
      /** @description The very same files were published before: that release */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              app: string;
              /** @description The singletons its mf-manifest.json was built with */
              builtWith: {
                name: string;
                version: string;
              }[];
              canaryPercent: number | null;
              /** @description ISO time (UTC) */
              createdAt: string;
              /** @description Load and render errors the shells reported, and how many members reported them */
              errors: {
                load: number;
                members: number;
                render: number;
              };
              fileCount: number;
              note: string | null;
              /** @enum {string} */
              outcome: 'published' | 'existing';
              releaseId: string;
              replaced: string | null;
              sequence: number;
              sizeBytes: number;
              /** @enum {string} */
              state: 'live' | 'canary' | 'retired';
              token: {
                id: number;
                note: string | null;
              } | null;
              version: string;
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Published: live, or the canary */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              app: string;
              /** @description The singletons its mf-manifest.json was built with */
              builtWith: {
                name: string;
                version: string;
              }[];
              canaryPercent: number | null;
              /** @description ISO time (UTC) */
              createdAt: string;
              /** @description Load and render errors the shells reported, and how many members reported them */
              errors: {
                load: number;
                members: number;
                render: number;
              };
              fileCount: number;
              note: string | null;
              /** @enum {string} */
              outcome: 'published' | 'existing';
              releaseId: string;
              replaced: string | null;
              sequence: number;
              sizeBytes: number;
              /** @enum {string} */
              state: 'live' | 'canary' | 'retired';
              token: {
                id: number;
                note: string | null;
              } | null;
              version: string;
            };
            message: string;
            status: number;
          };
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
      /** @description The archive is larger than RELEASE_MAX_BYTES: nothing kept */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      503: components['responses']['Failure503'];
    };
  };
  getRemoteRegistry: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              remotes: {
                app: string;
                canary: boolean;
                entry: string;
                name: string;
                releaseId: string | null;
                version: string | null;
              }[];
            };
            message: string;
            status: number;
          };
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
    };
  };
}
