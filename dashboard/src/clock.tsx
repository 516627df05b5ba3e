import { type Api, must, type TestClock } from './api';
import { when } from './format';
import { Field, fieldOf, useAction, useLoad, useShell } from './ui';

const advance = (api: Api, body: { seconds: number } | { to: string }) =>
  must(api.POST('/2025-10-13/sandbox/clock/advance', { body }));

const ran = (clock: TestClock & { outcomesRun: number }) =>
  `The platform's time is now ${when(clock.now)}: ${clock.outcomesRun} delayed outcome${
    clock.outcomesRun === 1 ? '' : 's'
  } happened on the way.`;

/**
 * The platform's test clock (docs/test-clock.md): where its sandbox time stands, what waits
 * for it, and buttons that move it ahead so a delayed outcome happens now.
 */
export function TestClockPanel({ onAdvanced }: { onAdvanced?: () => void }) {
  const { api } = useShell();
  const action = useAction();
  const clock = useLoad(() => must(api.GET('/2025-10-13/sandbox/clock')), 'clock');
  const after = (result: TestClock & { outcomesRun: number }) => {
    clock.reload();
    onAdvanced?.();
    return ran(result);
  };
  const byMinutes = async (event: SubmitEvent) => {
    event.preventDefault();
    const minutes = Number(fieldOf(event.currentTarget as HTMLFormElement, 'minutes'));
    await action.run(async () => {
      if (!(minutes > 0)) throw new Error('Enter a number of minutes greater than 0.');
      return advance(api, { seconds: Math.round(minutes * 60) });
    }, after);
  };
  const next = clock.data?.nextOutcomeAt ?? null;
  return (
    <section aria-labelledby="test-clock">
      <h2 id="test-clock">Test clock</h2>
      <p class="muted">
        Delayed sandbox outcomes (a payout that takes 6 minutes, a return after 30 seconds, a card pull)
        happen when this platform's time reaches them. Moving it ahead makes them happen now, in order; other
        platforms' time is untouched.
      </p>
      {clock.error !== undefined ? <p class="error">Could not load the clock: {clock.error}</p> : null}
      {clock.data === undefined ? null : (
        <dl>
          <dt>Platform time</dt>
          <dd data-testid="clock-now">{when(clock.data.now)}</dd>
          <dt>Ahead of the service by</dt>
          <dd>{Math.round(clock.data.offsetMs / 1000)} s</dd>
          <dt>Waiting outcomes</dt>
          <dd data-testid="clock-queued">{clock.data.queuedOutcomes}</dd>
          <dt>Next one at</dt>
          <dd>{next === null ? 'none waiting' : when(next)}</dd>
        </dl>
      )}
      <div class="actions">
        <button
          type="button"
          disabled={action.busy || next === null}
          onClick={() => {
            if (next !== null) void action.run(() => advance(api, { to: next }), after);
          }}
        >
          Advance to the next outcome
        </button>
      </div>
      <form class="grid" onSubmit={byMinutes}>
        <Field label="Minutes">
          <input name="minutes" inputMode="decimal" required defaultValue="10" />
        </Field>
        <div class="actions">
          <button type="submit" disabled={action.busy}>
            Advance the clock
          </button>
        </div>
      </form>
    </section>
  );
}
