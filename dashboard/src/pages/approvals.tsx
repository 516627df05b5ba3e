import { type AgentAction, must } from '../api';
import { money, shortId } from '../format';
import { Badge, DataTable, ListState, useAction, useLoad, useShell, When } from '../ui';

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
        <DataTable
          items={items}
          columns={[
            { header: 'Action', title: (a) => a.id, cell: (a) => shortId(a.id) },
            { header: 'Agent', title: (a) => a.agentId, cell: (a) => shortId(a.agentId) },
            { header: 'Customer', cell: (a) => a.platformCustomerId },
            { header: 'What', cell: summary },
            { header: 'Status', cell: (a) => <Badge value={a.status} /> },
            { header: 'Asked', cell: (a) => <When at={a.createdAt} /> },
            {
              header: 'Decide',
              cell: (a) =>
                a.status === 'PENDING_APPROVAL' ? (
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
                ) : null,
            },
          ]}
        />
      )}
    </ListState>
  );
}
