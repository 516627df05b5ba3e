import { type AgentAction, must } from '../api';
import { money, shortId, when } from '../format';
import { Badge, ListState, useAction, useLoad, useShell } from '../ui';

function summary(a: AgentAction): string {
  if (a.quote) return `${a.type}: ${money(a.quote.totalSendingAmount, a.quote.sendingCurrency)}`;
  if (a.transferDetails)
    return `${a.type}: ${a.transferDetails.amount} ${a.transferDetails.currency} (smallest units)`;
  return a.type;
}

export function ApprovalsPage(_props: { detail?: string | undefined }) {
  const { api } = useShell();
  const { busy, run } = useAction();
  const approvals = useLoad(
    async () =>
      (await must(api.GET('/2025-10-13/agents/approvals', { params: { query: { limit: 100 } } }))).data,
    'approvals',
  );
  const decide = async (action: AgentAction, decision: 'approve' | 'reject') => {
    const params = { params: { path: { agentId: action.agentId, actionId: action.id } } };
    const done = await run(
      () =>
        must(
          decision === 'approve'
            ? api.POST('/2025-10-13/agents/{agentId}/actions/{actionId}/approve', params)
            : api.POST('/2025-10-13/agents/{agentId}/actions/{actionId}/reject', params),
        ),
      (a) => `Action ${shortId(a.id)} is ${a.status}.`,
    );
    if (done) approvals.reload();
  };
  return (
    <ListState
      loaded={approvals}
      empty={
        <p>No agent action waits for approval. Actions an agent's policy holds for review appear here.</p>
      }
    >
      {(items) => (
        <table>
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Agent</th>
              <th scope="col">Customer</th>
              <th scope="col">What</th>
              <th scope="col">Status</th>
              <th scope="col">Asked</th>
              <th scope="col">Decide</th>
            </tr>
          </thead>
          <tbody>
            {items.map((a) => (
              <tr key={a.id}>
                <td title={a.id}>{shortId(a.id)}</td>
                <td title={a.agentId}>{shortId(a.agentId)}</td>
                <td>{a.platformCustomerId}</td>
                <td>{summary(a)}</td>
                <td>
                  <Badge value={a.status} />
                </td>
                <td>
                  <time dateTime={a.createdAt}>{when(a.createdAt)}</time>
                </td>
                <td>
                  {a.status === 'PENDING_APPROVAL' ? (
                    <>
                      <button type="button" disabled={busy} onClick={() => void decide(a, 'approve')}>
                        Approve
                      </button>{' '}
                      <button
                        type="button"
                        class="secondary"
                        disabled={busy}
                        onClick={() => void decide(a, 'reject')}
                      >
                        Reject
                      </button>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListState>
  );
}
