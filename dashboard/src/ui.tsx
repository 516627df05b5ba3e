import { type ComponentChildren, createContext } from 'preact';
import { useCallback, useContext, useEffect, useRef, useState } from 'preact/hooks';
import type { Api } from './api';
import { when } from './format';

export interface Announcement {
  kind: 'info' | 'error';
  text: string;
}

interface Shell {
  api: Api;
  announce(kind: Announcement['kind'], text: string): void;
}

export const ShellContext = createContext<Shell | undefined>(undefined);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside the signed-in shell');
  return shell;
}

/** Runs an API call from a button or form, announcing its outcome in the live region. */
export function useAction() {
  const { announce } = useShell();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T,>(action: () => Promise<T>, done: (result: T) => string): Promise<T | undefined> => {
      setBusy(true);
      try {
        const result = await action();
        announce('info', done(result));
        return result;
      } catch (error) {
        announce('error', error instanceof Error ? error.message : String(error));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [announce],
  );
  return { busy, run };
}

export interface Loaded<T> {
  data: T | undefined;
  error: string | undefined;
  reload(): void;
}

/**
 * Loads `load()` when `key` changes, and again every `refreshMs` while `keepRefreshing` says
 * the data may still change (a payment on its way, a webhook being delivered).
 */
export function useLoad<T>(
  load: () => Promise<T>,
  key: string,
  options: { refreshMs?: number; keepRefreshing?: (data: T) => boolean } = {},
): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [round, setRound] = useState(0);
  const loader = useRef(load);
  loader.current = load;
  const refresh = useRef(options);
  refresh.current = options;
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    loader
      .current()
      .then((value) => {
        if (!live) return;
        setData(value);
        setError(undefined);
        const { refreshMs, keepRefreshing } = refresh.current;
        if (refreshMs !== undefined && keepRefreshing?.(value)) {
          timer = setTimeout(() => setRound((r) => r + 1), refreshMs);
        }
      })
      .catch((e: unknown) => {
        if (live) setError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      live = false;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [key, round]);
  return { data, error, reload: () => setRound((r) => r + 1) };
}

/** What a list shows while it loads, when it failed, and when it is empty. */
export function ListState<T>(props: {
  loaded: Loaded<T[]>;
  empty: ComponentChildren;
  children: (items: T[]) => ComponentChildren;
}) {
  const { data, error } = props.loaded;
  if (error !== undefined) return <p class="error">Could not load: {error}</p>;
  if (data === undefined) return <p class="muted">Loading…</p>;
  if (data.length === 0) return <div class="empty">{props.empty}</div>;
  return <>{props.children(data)}</>;
}

export function Field(props: { label: string; children: ComponentChildren; hint?: string }) {
  return (
    <label class="field">
      <span>{props.label}</span>
      {props.children}
      {props.hint === undefined ? null : <small class="muted">{props.hint}</small>}
    </label>
  );
}

export function Badge({ value }: { value: string }) {
  return <span class={`badge badge-${value.toLowerCase()}`}>{value}</span>;
}

/**
 * Value of a form field by name. Forms are read on submit, not kept in state, so their inputs
 * take `defaultValue`, never `value`: with `value`, any re-render (a list that reloads) would
 * put the default back over what was typed.
 */
export function fieldOf(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** One column of a DataTable: its header and what each row shows in it. */
export interface Column<T> {
  header: string;
  /** Figures, right-aligned. */
  numeric?: boolean;
  /** The cell's tooltip (the full id where the cell shows a short one). */
  title?: (item: T) => string | undefined;
  cell: (item: T) => ComponentChildren;
}

/** A list as a table: a row of column headers, then a row per item (keyed by its id). */
export function DataTable<T extends { id: string }>(props: {
  items: T[];
  columns: Column<T>[];
  /** The id of the item the page shows in detail: its row is marked as the current one. */
  current?: string | undefined;
  /** Data attributes of an item's row, by which forms and tests find it. */
  rowData?: (item: T) => Record<`data-${string}`, string>;
}) {
  const align = (column: Column<T>) => (column.numeric ? 'num' : undefined);
  return (
    <table>
      <thead>
        <tr>
          {props.columns.map((column) => (
            <th scope="col" key={column.header} class={align(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.items.map((item) => (
          <tr
            key={item.id}
            aria-current={item.id === props.current ? 'true' : undefined}
            {...props.rowData?.(item)}
          >
            {props.columns.map((column) => (
              <td key={column.header} class={align(column)} title={column.title?.(item)}>
                {column.cell(item)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** An instant in the reader's time, machine-readable in its attribute. */
export function When({ at }: { at: string }) {
  return <time dateTime={at}>{when(at)}</time>;
}
