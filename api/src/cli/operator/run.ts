import path from 'node:path';
import { loadConfig } from '../../config';
import { resolveJwtSecret } from '../../modules/auth/public';
import { connect } from '../../platform/db/connection';
import { DataDirOwnedError, liveOwner } from '../../platform/db/owner';
import { createStore } from '../../platform/store/plugin';
import { OPERATOR_COMMANDS, type OperatorCommandName } from './commands';
import { runThroughOwner } from './socket';

/**
 * Runs an operator command from the command line. Beside a running server on the embedded database it
 * goes through that server (its operator socket) and never opens a second copy; otherwise it opens the
 * database itself (PostgreSQL, or DATA_DIR while nobody owns it) and holds DATA_DIR while it runs.
 */
export async function runOperatorCommand(
  name: OperatorCommandName,
  args: Record<string, string>,
  print: (line: string) => void = (line) => console.log(line),
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  // Paths are the caller's: the owner may run in another working directory.
  if (args.out) args = { ...args, out: path.resolve(env.INIT_CWD ?? process.cwd(), args.out) };
  const config = loadConfig(env);
  if (!config.databaseUrl) {
    const owner = liveOwner(config.dataDir);
    if (owner?.socket) {
      print(`(through the running server, pid ${owner.pid}, which owns ${config.dataDir})`);
      return runThroughOwner(owner.socket, name, args, print);
    }
  }
  const resolved = resolveJwtSecret(config, env);
  let database;
  try {
    database = await connect(resolved);
  } catch (error) {
    // The owner started between the look and the open.
    if (error instanceof DataDirOwnedError && error.owner.socket)
      return runThroughOwner(error.owner.socket, name, args, print);
    throw error;
  }
  const store = createStore(resolved);
  try {
    await OPERATOR_COMMANDS[name]({ config: resolved, database, store }, args, print);
  } finally {
    await store.close();
    await database.close();
  }
}

/**
 * The end of every CLI: exit 0 once its work is done (a pool's or queue's timers must not hold a finished
 * command for seconds), or its message alone (no stack) and exit 1.
 */
export function exitOnFailure(work: Promise<void>): void {
  work.then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
