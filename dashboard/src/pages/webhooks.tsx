import { type Api, must, type WebhookEvent } from '../api';
import { shortId, when } from '../format';
import { Badge, DataTable, Field, fieldOf, ListState, useAction, useLoad, useShell, When } from '../ui';

const MOVING = new Set<WebhookEvent['deliveryStatus']>(['PENDING', 'DELIVERING']);

function EventDetail({ id, onChange }: { id: string; onChange(): void }) {
  const { api } = useShell();
  const { busy, run } = useAction();
  const event = useLoad(
    () => must(api.GET('/2025-10-13/webhooks/events/{eventId}', { params: { path: { eventId: id } } })),
    id,
    { refreshMs: 1000, keepRefreshing: (e) => MOVING.has(e.deliveryStatus) },
  );
  const redeliver = async () => {
    const done = await run(
      () =>
        must(
          api.POST('/2025-10-13/webhooks/events/{eventId}/redeliver', { params: { path: { eventId: id } } }),
        ),
      (e) => `Event ${shortId(e.id)} queued for delivery again (${e.deliveryStatus}).`,
    );
    if (done) {
      event.reload();
      onChange();
    }
  };
  if (event.error !== undefined)
    return (
      <p class="error">
        Could not load {id}: {event.error}
      </p>
    );
  const e = event.data;
  if (e === undefined) return <p class="muted">Loading…</p>;
  return (
    <section aria-labelledby="event-detail" class="detail">
      <h2 id="event-detail">
        {e.type} <Badge value={e.deliveryStatus} />
      </h2>
      <dl>
        <dt>Event</dt>
        <dd>
          <code>{e.id}</code>
        </dd>
        <dt>Resource</dt>
        <dd>
          <code>{e.resourceId}</code>
        </dd>
        <dt>Attempts</dt>
        <dd data-testid="event-attempts">{e.attempts}</dd>
        {e.nextAttemptAt === undefined ? null : (
          <>
            <dt>Next attempt</dt>
            <dd>{when(e.nextAttemptAt)}</dd>
          </>
        )}
      </dl>
      <button
        type="button"
        onClick={() => void redeliver()}
        disabled={busy || e.deliveryStatus === 'DELIVERING'}
      >
        Redeliver
      </button>{' '}
      <a href="#/webhooks">Close</a>
      <h3>Delivery attempts</h3>
      {e.deliveryAttempts.length === 0 ? (
        <p class="empty">
          Not sent yet{e.deliveryStatus === 'UNDELIVERABLE' ? ': no webhook endpoint is configured' : ''}.
        </p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Attempted</th>
              <th scope="col">URL</th>
              <th scope="col">Status code</th>
              <th scope="col" class="num">
                Latency
              </th>
              <th scope="col">Error</th>
            </tr>
          </thead>
          <tbody data-testid="event-attempt-rows">
            {e.deliveryAttempts.map((a, i) => (
              <tr key={i}>
                <td>
                  <time dateTime={a.attemptedAt}>{when(a.attemptedAt)}</time>
                </td>
                <td>{a.url ?? ''}</td>
                <td>{a.statusCode ?? ''}</td>
                <td class="num">{a.latencyMs} ms</td>
                <td>{a.error ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <details>
        <summary>Payload</summary>
        <pre>{JSON.stringify(e.payload, null, 2)}</pre>
      </details>
    </section>
  );
}

function EndpointForm({ api }: { api: Api }) {
  const { busy, run } = useAction();
  const config = useLoad(() => must(api.GET('/2025-10-13/config')), 'config');
  const save = async (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const saved = await run(
      () => must(api.PATCH('/2025-10-13/config', { body: { webhookEndpoint: fieldOf(form, 'endpoint') } })),
      (c) => `Webhooks now go to ${c.webhookEndpoint ?? 'nowhere'}; a TEST event was sent.`,
    );
    if (saved) config.reload();
  };
  if (config.data === undefined) return null;
  return (
    <form class="inline" onSubmit={save} key={config.data.webhookEndpoint ?? ''}>
      <Field label="Webhook endpoint">
        <input
          name="endpoint"
          type="url"
          required
          size={40}
          defaultValue={config.data.webhookEndpoint ?? ''}
        />
      </Field>
      <button type="submit" disabled={busy}>
        Save endpoint
      </button>
    </form>
  );
}

/** The revision the platform's API answers and webhooks are given in (docs/revisions.md). */
function RevisionForm({ api }: { api: Api }) {
  const { busy, run } = useAction();
  const config = useLoad(() => must(api.GET('/2025-10-13/config')), 'config');
  const save = async (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const chosen = fieldOf(form, 'revision');
    const apiRevision = chosen === '' ? null : (chosen as '2025-10-13' | '2026-02-25' | '2026-08-21');
    const saved = await run(
      () => must(api.PATCH('/2025-10-13/config', { body: { apiRevision } })),
      () =>
        apiRevision === null
          ? "Answers and webhooks follow the server's default revision."
          : `Answers and webhooks are now in revision ${apiRevision}.`,
    );
    if (saved) config.reload();
  };
  if (config.data === undefined) return null;
  const pinned = config.data.apiRevisionPinned === true ? (config.data.apiRevision ?? '') : '';
  return (
    <form class="inline" onSubmit={save} key={pinned}>
      <Field label="API revision">
        <select name="revision" defaultValue={pinned}>
          <option value="">server default</option>
          {(config.data.apiRevisions ?? []).map((revision) => (
            <option value={revision} key={revision}>
              {revision}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" disabled={busy}>
        Pin revision
      </button>
    </form>
  );
}

export function WebhooksPage({ detail }: { detail?: string | undefined }) {
  const { api } = useShell();
  const events = useLoad(
    async () =>
      (await must(api.GET('/2025-10-13/webhooks/events', { params: { query: { limit: 50 } } }))).data,
    'events',
    { refreshMs: 2000, keepRefreshing: (items) => items.some((e) => MOVING.has(e.deliveryStatus)) },
  );
  return (
    <>
      <EndpointForm api={api} />
      <RevisionForm api={api} />
      {detail === undefined ? null : <EventDetail id={detail} key={detail} onChange={events.reload} />}
      <section aria-labelledby="events-list">
        <h2 id="events-list">Delivery log</h2>
        <ListState
          loaded={events}
          empty={<p>No webhook events yet: every change of a resource records one.</p>}
        >
          {(items) => (
            <DataTable
              items={items}
              current={detail}
              columns={[
                {
                  header: 'Event',
                  title: (e) => e.id,
                  cell: (e) => <a href={`#/webhooks/${encodeURIComponent(e.id)}`}>{shortId(e.id)}</a>,
                },
                { header: 'Type', cell: (e) => e.type },
                {
                  header: 'Resource',
                  title: (e) => e.resourceId,
                  cell: (e) => `${e.resourceId.split(':')[0] ?? ''} ${shortId(e.resourceId)}`,
                },
                { header: 'Delivery', cell: (e) => <Badge value={e.deliveryStatus} /> },
                { header: 'Attempts', numeric: true, cell: (e) => e.attempts },
                { header: 'Recorded', cell: (e) => <When at={e.timestamp} /> },
              ]}
            />
          )}
        </ListState>
      </section>
    </>
  );
}
