/**
 * The value after `--name` on the command line; exits with the usage line when it is missing
 * (the fresh-batch scripts take a batch and an output file).
 */
export function requiredArgument(name: string, usage: string): string {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? process.argv[at + 1] : undefined;
  if (!value) {
    process.stderr.write(`usage: ${usage} (missing --${name})\n`);
    process.exit(2);
  }
  return value;
}
