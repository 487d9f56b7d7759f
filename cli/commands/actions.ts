// `skinforge actions [--json]`: the named-action table of the gateway contract (engine/api), the
// one the client, the gateway and skins' path overrides all use.
import { ACTIONS } from '../../engine';
import type { CliIo } from '../io';
import { createLogger } from '../logger';

export interface ActionsOptions {
  json?: boolean;
}

export async function actions(options: ActionsOptions, io: CliIo): Promise<number> {
  const logger = createLogger(io);
  const rows = ACTIONS.map(({ name, method, path, auth, encrypted }) => ({
    name,
    method,
    path,
    auth,
    encrypted,
  }));
  if (options.json) {
    logger.json(rows);
    return 0;
  }
  const nameWidth = Math.max(...rows.map((row) => row.name.length));
  const pathWidth = Math.max(...rows.map((row) => row.path.length));
  for (const row of rows) {
    const flags = [row.auth ? 'token' : '', row.encrypted ? 'encrypted' : '']
      .filter(Boolean)
      .join(', ');
    logger.info(
      `${row.name.padEnd(nameWidth)}  ${row.method.padEnd(6)}  ${row.path.padEnd(pathWidth)}  ${flags}`.trimEnd(),
    );
  }
  logger.info(
    `${rows.length} actions; "token" needs a session, "encrypted" sends the payload encrypted for the gateway's key.`,
  );
  return 0;
}
