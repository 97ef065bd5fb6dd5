import { Trans } from '@lingui/react/macro';

/**
 * Shown instead of the app when the embedded mock could not start in this tab: without it nothing
 * can be shown or saved, and the requests would reach the static server.
 */
export function MockNotRunning({ error }: { error: unknown }) {
  const reason = error instanceof Error ? error.message : String(error);
  return (
    <main className="page page-narrow mock-not-running">
      <h1>
        <Trans>The demo’s mock server is not running</Trans>
      </h1>
      <div role="alert" className="page-state page-state-error">
        <p>
          <Trans>This tab could not start the embedded mock API that the demo runs on, so it can neither show nor save anything.</Trans>
        </p>
        <p className="mock-not-running-reason">{reason}</p>
        <p className="page-state-actions">
          <button type="button" onClick={() => window.location.reload()}>
            <Trans>Reload the page</Trans>
          </button>
        </p>
      </div>
    </main>
  );
}
