// /admin/login: the staff sign-in; errors are announced, and a success goes back to ?next=.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { fetchStaff, logIn, nextAfterLogin } from '../staff-session.ts';
import { loginErrorMessage } from './login-wait.ts';
import '../../styles/admin.css';

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = nextAfterLogin(params.get('next'));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  // Someone already logged in goes straight on.
  useEffect(() => {
    const controller = new AbortController();
    fetchStaff(controller.signal).then(
      () => navigate(next, { replace: true }),
      () => {},
    );
    return () => controller.abort();
  }, [navigate, next]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      await logIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
      navigate(next, { replace: true });
    } catch (caught) {
      setError(loginErrorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <main className="admin-login">
      <PageMeta title="Entrar · Funil Equipe" description="Acesso da equipe do Funil." noindex />
      <form
        className="admin-form admin-card"
        onSubmit={submit}
        aria-describedby={error ? errorId : undefined}
      >
        <h1 className="admin-login__title">Área da equipe</h1>
        <label className="admin-field">
          <span>E-mail</span>
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label className="admin-field">
          <span>Senha</span>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <p id={errorId} className="admin-error" role="alert">
          {error}
        </p>
        <button type="submit" className="admin-button" disabled={busy}>
          {busy ? 'Entrando...' : 'Entrar'}
        </button>
      </form>
    </main>
  );
}
