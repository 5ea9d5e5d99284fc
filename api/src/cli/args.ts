import { parseArgs } from 'node:util';

/**
 * Reads a command's `--name value` / `--name=value` options and its positionals with node's own parser.
 * Every option is a string but the `flags`; an option the command does not know, or one missing its
 * value, stops the command with a message that names it and the usage line.
 */
export function readArgs(
  argv: string[],
  spec: { options?: readonly string[]; flags?: readonly string[]; usage: string },
): { values: Record<string, string>; flags: Set<string>; positionals: string[] } {
  const options = Object.fromEntries([
    ...(spec.options ?? []).map((name) => [name, { type: 'string' as const }]),
    ...(spec.flags ?? []).map((name) => [name, { type: 'boolean' as const }]),
  ]);
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new Error(`${(error as Error).message.split('\n')[0]}\nUsage: ${spec.usage}`);
  }
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  for (const [name, value] of Object.entries(parsed.values)) {
    if (typeof value === 'string') values[name] = value;
    else if (value === true) flags.add(name);
  }
  return { values, flags, positionals: parsed.positionals };
}
