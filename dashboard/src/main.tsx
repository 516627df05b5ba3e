import { render } from 'preact';
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { type Api, apiFor, type Credentials, must } from './api';
import { type Announcement, ShellContext } from './ui';
import { AccountsPage } from './pages/accounts';
import { ApprovalsPage } from './pages/approvals';
import { CardsPage } from './pages/cards';
import { CustomersPage } from './pages/customers';
import { PayPage } from './pages/pay';
import { SandboxPage } from './pages/sandbox';
import { TransactionsPage } from './pages/transactions';
import { WebhooksPage } from './pages/webhooks';
import './styles.css';

const PAGES = [
  { path: 'customers', title: 'Customers', Page: CustomersPage },
  { path: 'accounts', title: 'Accounts', Page: AccountsPage },
  { path: 'transactions', title: 'Transactions', Page: TransactionsPage },
  { path: 'pay', title: 'Quotes & pay', Page: PayPage },
  { path: 'cards', title: 'Cards', Page: CardsPage },
  { path: 'approvals', title: 'Agent approvals', Page: ApprovalsPage },
  { path: 'webhooks', title: 'Webhooks', Page: WebhooksPage },
  { path: 'sandbox', title: 'Simulate', Page: SandboxPage },
] as const;

// Only for this tab and until it closes: nothing else about the platform is kept in the browser.
const STORED = 'payments-service.credentials';

function storedCredentials(): Credentials | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORED) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { clientId, clientSecret } = parsed as Record<string, unknown>;
    return typeof clientId === 'string' && typeof clientSecret === 'string'
      ? { clientId, clientSecret }
      : undefined;
  } catch {
    return undefined;
  }
}

/** `#/transactions/Transaction:…` -> ['transactions', 'Transaction:…'] */
function routeOf(hash: string): [string, string | undefined] {
  const [page = '', ...rest] = decodeURIComponent(hash.replace(/^#\/?/, '')).split('/');
  return [page, rest.length > 0 ? rest.join('/') : undefined];
}

function SignIn(props: { onSignedIn(credentials: Credentials, api: Api): void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const credentials = {
      clientId: String(form.get('clientId') ?? '').trim(),
      clientSecret: String(form.get('clientSecret') ?? ''),
    };
    setBusy(true);
    setError(undefined);
    const api = apiFor(credentials);
    try {
      await must(api.GET('/2025-10-13/config'));
      props.onSignedIn(credentials, api);
    } catch (e) {
      const status = (e as { status?: number }).status;
      setError(
        status === 401
          ? 'Sign-in failed: the client id or secret is wrong.'
          : `Sign-in failed: ${e instanceof Error ? e.message : String(e)}`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <main class="sign-in">
      <h1>Sandbox dashboard</h1>
      <p>
        Sign in with a platform's API credentials (the client id and secret the service printed at its first
        start).
      </p>
      <form onSubmit={submit}>
        <label class="field">
          <span>Client id</span>
          <input name="clientId" required autocomplete="username" />
        </label>
        <label class="field">
          <span>Client secret</span>
          <input name="clientSecret" type="password" required autocomplete="current-password" />
        </label>
        <button type="submit" disabled={busy}>
          Sign in
        </button>
      </form>
      <p role="alert" class="error">
        {error ?? ''}
      </p>
    </main>
  );
}

function App() {
  const [session, setSession] = useState<{ credentials: Credentials; api: Api } | undefined>(() => {
    const credentials = storedCredentials();
    return credentials && { credentials, api: apiFor(credentials) };
  });
  const [hash, setHash] = useState(location.hash);
  const [announcement, setAnnouncement] = useState<Announcement>();
  useEffect(() => {
    const onHash = () => setHash(location.hash);
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  const announce = useCallback(
    (kind: Announcement['kind'], text: string) => setAnnouncement({ kind, text }),
    [],
  );
  const shell = useMemo(() => session && { api: session.api, announce }, [session, announce]);

  if (!session || !shell) {
    return (
      <SignIn
        onSignedIn={(credentials, api) => {
          sessionStorage.setItem(STORED, JSON.stringify(credentials));
          setSession({ credentials, api });
        }}
      />
    );
  }
  const [path, detail] = routeOf(hash);
  const current = PAGES.find((p) => p.path === path) ?? PAGES[0];
  const signOut = () => {
    sessionStorage.removeItem(STORED);
    setAnnouncement(undefined);
    setSession(undefined);
  };
  return (
    <ShellContext.Provider value={shell}>
      <header class="top">
        <strong>payments-service sandbox</strong>
        <span class="muted" title="Client id">
          {session.credentials.clientId}
        </span>
        <button type="button" class="secondary" onClick={signOut}>
          Sign out
        </button>
      </header>
      <nav aria-label="Pages">
        <ul>
          {PAGES.map((p) => (
            <li key={p.path}>
              <a href={`#/${p.path}`} aria-current={p === current ? 'page' : undefined}>
                {p.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" aria-live="polite" class={`status ${announcement?.kind ?? ''}`}>
        {announcement?.text ?? ''}
      </p>
      <main>
        <h1>{current.title}</h1>
        <current.Page key={current.path} detail={detail} />
      </main>
    </ShellContext.Provider>
  );
}

const root = document.getElementById('app');
if (root) render(<App />, root);
