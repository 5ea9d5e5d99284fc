/** Reads `--name value` and `--name=value` pairs from the command line. */
export function parseArgs(argv: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (inline !== undefined) out.set(key, inline);
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) out.set(key, argv[++i]!);
    else out.set(key, 'true');
  }
  return out;
}
