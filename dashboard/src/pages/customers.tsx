import { must } from '../api';
import { shortId } from '../format';
import { Badge, DataTable, Field, fieldOf, ListState, useAction, useLoad, useShell, When } from '../ui';

export function CustomersPage(_props: { detail?: string | undefined }) {
  const { api } = useShell();
  const { busy, run } = useAction();
  const customers = useLoad(
    async () => (await must(api.GET('/2025-10-13/customers', { params: { query: { limit: 100 } } }))).data,
    'customers',
  );

  const create = async (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const created = await run(
      () =>
        must(
          api.POST('/2025-10-13/customers', {
            body: {
              customerType: 'INDIVIDUAL',
              platformCustomerId: fieldOf(form, 'platformCustomerId'),
              fullName: fieldOf(form, 'fullName'),
              email: fieldOf(form, 'email') || undefined,
              birthDate: fieldOf(form, 'birthDate') || undefined,
              nationality: fieldOf(form, 'nationality') || undefined,
              address: {
                line1: fieldOf(form, 'line1'),
                city: fieldOf(form, 'city'),
                postalCode: fieldOf(form, 'postalCode'),
                country: fieldOf(form, 'country'),
              },
            },
          }),
        ),
      (c) => `Customer ${c.platformCustomerId} created: KYC ${'kybStatus' in c ? c.kybStatus : c.kycStatus}.`,
    );
    if (created) {
      form.reset();
      customers.reload();
    }
  };

  return (
    <>
      <section aria-labelledby="customers-list">
        <h2 id="customers-list">Customers and their KYC state</h2>
        <ListState
          loaded={customers}
          empty={
            <p>
              No customers yet. Create one below, or load the demo scenario on the{' '}
              <a href="#/sandbox">Simulate</a> page.
            </p>
          }
        >
          {(items) => (
            <DataTable
              items={items}
              columns={[
                { header: 'Platform customer id', title: (c) => c.id, cell: (c) => c.platformCustomerId },
                {
                  header: 'Name',
                  cell: (c) => ('beneficialOwners' in c ? (c.businessInfo?.legalName ?? '') : c.fullName),
                },
                { header: 'Type', cell: (c) => ('beneficialOwners' in c ? 'BUSINESS' : 'INDIVIDUAL') },
                {
                  header: 'KYC',
                  cell: (c) => <Badge value={'kybStatus' in c ? c.kybStatus : c.kycStatus} />,
                },
                { header: 'UMA address', cell: (c) => c.umaAddress },
                {
                  header: 'Created',
                  cell: (c) => (
                    <>
                      <When at={c.createdAt} />{' '}
                      <a
                        href={`#/accounts/${encodeURIComponent(c.id)}`}
                        aria-label={`Accounts of ${c.platformCustomerId}`}
                      >
                        accounts ({shortId(c.id)})
                      </a>
                    </>
                  ),
                },
              ]}
            />
          )}
        </ListState>
      </section>
      <section aria-labelledby="customers-create">
        <h2 id="customers-create">Create an individual customer</h2>
        <p class="muted">
          The sandbox decides KYC by the full name: one ending in 001 stays PENDING, 002 is REJECTED, 003
          UNVERIFIED, any other is APPROVED at once.
        </p>
        <form class="grid" onSubmit={create}>
          <Field label="Platform customer id">
            <input name="platformCustomerId" required />
          </Field>
          <Field label="Full name">
            <input name="fullName" required autocomplete="off" />
          </Field>
          <Field label="Email">
            <input name="email" type="email" autocomplete="off" />
          </Field>
          <Field label="Birth date">
            <input name="birthDate" type="date" defaultValue="1990-01-01" />
          </Field>
          <Field label="Nationality (ISO country)">
            <input name="nationality" defaultValue="US" pattern="[A-Z]{2}" />
          </Field>
          <Field label="Address line 1">
            <input name="line1" required defaultValue="1 Main St" />
          </Field>
          <Field label="City">
            <input name="city" required defaultValue="Springfield" />
          </Field>
          <Field label="Postal code">
            <input name="postalCode" required defaultValue="62701" />
          </Field>
          <Field label="Country (ISO)">
            <input name="country" required defaultValue="US" pattern="[A-Z]{2}" />
          </Field>
          <div class="actions">
            <button type="submit" disabled={busy}>
              Create customer
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
