import { useRef } from 'preact/hooks';
import { must } from './api';
import { useAction, useShell } from './ui';

/** Kinds of rows the answer counts, the largest first, as a short phrase. */
function summary(removed: Record<string, number>): string {
  const kinds = Object.entries(removed)
    .filter(([, n]) => n > 0)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 4)
    .map(([kind, n]) => `${n} ${kind}`);
  return kinds.length === 0 ? 'there was nothing to remove' : kinds.join(', ');
}

/**
 * `POST /sandbox/reset` behind a confirmation: it deletes every resource of the platform
 * (docs/sandbox.md, "Resetting a platform"), which no undo brings back.
 */
export function ResetPanel(props: { onReset: () => void }) {
  const { api } = useShell();
  const reset = useAction();
  const dialog = useRef<HTMLDialogElement>(null);

  const confirm = async () => {
    dialog.current?.close();
    const done = await reset.run(
      () => must(api.POST('/2025-10-13/sandbox/reset')),
      (r) => `Sandbox data reset: ${r.total} rows removed (${summary(r.removed)}).`,
    );
    if (done !== undefined) props.onReset();
  };

  return (
    <section aria-labelledby="reset">
      <h2 id="reset">Reset sandbox data</h2>
      <p>
        Deletes every customer, account, payment, card, wallet, agent, event and the rest this platform made,
        and keeps its credentials, configuration, webhook endpoint and signing key. Other platforms are
        untouched.
      </p>
      <button type="button" onClick={() => dialog.current?.showModal()} disabled={reset.busy}>
        Reset sandbox data
      </button>
      <dialog ref={dialog} aria-labelledby="reset-confirm">
        <h3 id="reset-confirm">Delete all of this platform's sandbox data?</h3>
        <p>This cannot be undone.</p>
        <div class="actions">
          <button type="button" class="secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="button" onClick={() => void confirm()}>
            Delete everything
          </button>
        </div>
      </dialog>
    </section>
  );
}
