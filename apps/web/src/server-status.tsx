import { fetchHealth, fetchLanguages } from './api.ts';
import { useRemote } from './use-remote.ts';

function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}

function HealthRow() {
  const health = useRemote(fetchHealth);
  return (
    <div className="status-row">
      <dt>API and database</dt>
      <dd>
        {health.state === 'loading' && (
          <span className="pill pill--pending">
            <Spinner /> Checking…
          </span>
        )}
        {health.state === 'ready' &&
          (health.data.status === 'ok' ? (
            <span className="pill pill--ok">Online</span>
          ) : (
            <span className="pill pill--error">{health.data.status}</span>
          ))}
        {health.state === 'failed' && (
          <>
            <span className="pill pill--error">Offline</span>
            <span className="status-detail">{health.message}</span>
          </>
        )}
      </dd>
    </div>
  );
}

function LanguagesRow() {
  const languages = useRemote(fetchLanguages);
  return (
    <div className="status-row">
      <dt>Languages</dt>
      <dd>
        {languages.state === 'loading' && (
          <span className="pill pill--pending">
            <Spinner /> Loading…
          </span>
        )}
        {languages.state === 'ready' &&
          (languages.data.length === 0 ? (
            <span className="status-detail">None enabled yet.</span>
          ) : (
            <ul className="languages">
              {languages.data.map((language) => (
                <li key={language.code} lang={language.code}>
                  <span className="language-code">{language.code}</span> {language.title}
                </li>
              ))}
            </ul>
          ))}
        {languages.state === 'failed' && (
          <>
            <span className="pill pill--error">Unavailable</span>
            <span className="status-detail">{languages.message}</span>
          </>
        )}
      </dd>
    </div>
  );
}

/** Live answers from GET /api/health and GET /api/v1/languages?mode=1. */
export function ServerStatus() {
  return (
    <dl className="status-list">
      <HealthRow />
      <LanguagesRow />
    </dl>
  );
}
