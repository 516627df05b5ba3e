import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * The command line's grammar: each command declares its words, options, positionals and an
 * example as data; parsing, `--help` and usage errors are the same for all of them.
 */

/** A command's options as parsed: a value, a flag, or absent. */
export type Values = Readonly<Record<string, string | boolean | undefined>>;

export interface CommandOption {
  /** Shown after the flag in the help (`--name NAME`); absent for a boolean flag. */
  value?: string;
  description: string;
  /** The command cannot run without it. */
  required?: boolean;
}

export interface Command {
  /** The words that name it: `['platforms', 'create']`. */
  words: readonly string[];
  summary: string;
  /** Positional arguments, as the usage line shows them (`FILE`). */
  positionals?: readonly string[];
  options?: Readonly<Record<string, CommandOption>>;
  /** More to say than the summary (environment it reads, what it prints). */
  details?: string;
  examples: readonly string[];
  run(values: Values, positionals: string[]): Promise<void>;
}

/** Bad usage: one line saying what is wrong, then the command's usage (exit status 2). */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly command?: Command,
  ) {
    super(message);
  }
}

const PROGRAM = 'payments-service';

export const commandName = (command: Command): string => command.words.join(' ');

function usageLine(command: Command): string {
  const options = Object.entries(command.options ?? {}).map(([flag, option]) => {
    const shown = option.value === undefined ? `--${flag}` : `--${flag} ${option.value}`;
    return option.required === true ? shown : `[${shown}]`;
  });
  return [PROGRAM, ...command.words, ...(command.positionals ?? []), ...options].join(' ');
}

/** The help of one command: usage, what it does, its options, examples. */
export function commandHelp(command: Command): string {
  const flags = Object.entries(command.options ?? {}).map(([flag, option]) => [
    `--${flag}${option.value === undefined ? '' : ` ${option.value}`}`,
    option.description,
  ]);
  flags.push(['-h, --help', 'show this help']);
  const width = Math.max(...flags.map(([flag = '']) => flag.length)) + 2;
  return [
    `Usage: ${usageLine(command)}`,
    '',
    command.summary,
    ...(command.details === undefined ? [] : ['', command.details]),
    '',
    'Options:',
    ...flags.map(([flag = '', text = '']) => `  ${flag.padEnd(width)}${text}`),
    '',
    'Example:',
    ...command.examples.map((example) => `  ${example}`),
  ].join('\n');
}

/** The help of the whole command line: every command in one line each. */
export function programHelp(commands: readonly Command[], version: string): string {
  const width = Math.max(...commands.map((c) => commandName(c).length)) + 2;
  return [
    `Usage: ${PROGRAM} <command> [options]        (${PROGRAM} ${version})`,
    '',
    'Commands:',
    ...commands.map((c) => `  ${commandName(c).padEnd(width)}${c.summary}`),
    '',
    `Run \`${PROGRAM} <command> --help\` for a command's options and an example.`,
    `\`${PROGRAM} --version\` prints the version. Configuration comes from environment variables; see the README.`,
  ].join('\n');
}

/** The command `argv` names (its longest run of words), and the arguments after its words. */
export function findCommand(
  commands: readonly Command[],
  argv: readonly string[],
): { command: Command; args: string[] } | undefined {
  const matching = commands
    .filter((c) => c.words.every((word, i) => argv[i] === word))
    .sort((a, b) => b.words.length - a.words.length);
  const command = matching[0];
  return command && { command, args: argv.slice(command.words.length) };
}

/** Parsed arguments of `command`, or 'help' when it was asked for its help. */
export function parseCommand(
  command: Command,
  args: string[],
): { values: Record<string, string | boolean | undefined>; positionals: string[] } | 'help' {
  const options: NonNullable<ParseArgsConfig['options']> = { help: { type: 'boolean', short: 'h' } };
  for (const [flag, option] of Object.entries(command.options ?? {}))
    options[flag] = { type: option.value === undefined ? 'boolean' : 'string' };
  let parsed;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (err) {
    throw new UsageError(`${PROGRAM} ${commandName(command)}: ${argumentProblem(err)}`, command);
  }
  if (parsed.values.help === true) return 'help';
  const expected = command.positionals?.length ?? 0;
  if (parsed.positionals.length > expected) {
    throw new UsageError(
      `${PROGRAM} ${commandName(command)}: unexpected argument '${parsed.positionals[expected] ?? ''}'`,
      command,
    );
  }
  const missing = Object.entries(command.options ?? {}).find(
    ([flag, option]) => option.required === true && parsed.values[flag] === undefined,
  );
  if (missing !== undefined) {
    const [flag, option] = missing;
    throw new UsageError(
      `${PROGRAM} ${commandName(command)} needs --${flag}${option.value === undefined ? '' : ` ${option.value}`}`,
      command,
    );
  }
  const values: Record<string, string | boolean | undefined> = {};
  // No option is declared `multiple`, so none is a list.
  for (const [flag, value] of Object.entries(parsed.values))
    if (flag !== 'help' && !Array.isArray(value)) values[flag] = value;
  return { values, positionals: parsed.positionals };
}

/** What node's argument parser found wrong, in one line. */
function argumentProblem(err: unknown): string {
  const code = (err as { code?: string }).code;
  const message = err instanceof Error ? (err.message.split('\n')[0] ?? '') : String(err);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /'([^']+)'/.exec(message)?.[1];
    return `unknown option ${option === undefined ? '' : `'${option}'`}`.trimEnd();
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const option = /'(?:-\w, )?(--[\w-]+)/.exec(message)?.[1];
    if (option === undefined) return message;
    return /argument missing/.test(message) ? `${option} needs a value` : `${option} takes no value`;
  }
  return message;
}
