// Command-line options of the tooling (build, deploy:check, release:diff): one reader, so
// `--name value` and `--name=value` mean the same everywhere and an option without its value stops
// the command instead of falling back to a default.

/** The value of `--name value` or `--name=value`; undefined when the option is absent. */
export function optionValue(argv, name, example) {
  const index = argv.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index === -1) return undefined;
  const value = argv[index].includes('=') ? argv[index].slice(name.length + 1) : argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value${example ? `, e.g. ${name} ${example}` : ''}`);
  return value;
}
