/**
 * Shown instead of the app when the embedded mock could not start in this tab: without it nothing
 * can be shown or saved, and the requests would reach the static server.
 */
export function MockNotRunning({ error }: { error: unknown }) {
  const reason = error instanceof Error ? error.message : String(error);
  return (
    <main className="page page-narrow mock-not-running">
      <h1>The demo’s mock server is not running</h1>
      <div role="alert" className="page-state page-state-error">
        <p>This tab could not start the embedded mock API that the demo runs on, so it can neither show nor save anything.</p>
        <p className="mock-not-running-reason">{reason}</p>
        <p className="page-state-actions">
          <button type="button" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </p>
      </div>
    </main>
  );
}
