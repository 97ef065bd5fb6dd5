import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { outbox } from '../../api/outbox';
import { livePages } from '../../api/record-lock';
import { ConfirmDialog } from '../../components/dialog';
import { CheckboxField, SelectField, TextField } from '../../components/field';
import { useToast } from '../../components/toast';
import { clearKeptLists } from '../list-persistence';

// Loaded on demand: these tools exist only in mock mode, and msw must stay out of other bundles.
const loadControl = () => import('../../mocks/control');

const METHODS = ['*', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Work any page open on this device is sending now (this one's included). Here, not in the outbox's module: only this page asks, and every page loads that one. */
async function sendingOnDevice() {
  const live = await livePages();
  return outbox.list().filter((entry) => entry.state === 'sending' && live.has(entry.page));
}

/** Demo and design tools of the embedded mock: reset the data, slow it down, make it fail. */
export function MockTools() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  // ?reset-demo (the command palette's "Reset demo data") opens the confirmation.
  const confirmingReset = searchParams.has('reset-demo');
  const setConfirmingReset = (open: boolean) => setSearchParams(open ? { 'reset-demo': '' } : {}, { replace: true });
  const [method, setMethod] = useState<(typeof METHODS)[number]>('*');
  const [path, setPath] = useState('/v1/Languages*');
  const [status, setStatus] = useState('500');
  const [network, setNetwork] = useState(false);
  const [latency, setLatency] = useState('');
  const [faultCount, setFaultCount] = useState(0);
  const [statusError, setStatusError] = useState<string | undefined>();

  // Faults and latency outlive this page (and can be set from window.__pimMock): show what is in force.
  useEffect(() => {
    let active = true;
    void loadControl().then((control) => {
      if (!active) return;
      setFaultCount(control.listFaults().length);
      const current = control.getLatency();
      if (current > 0) setLatency(String(current));
    });
    return () => {
      active = false;
    };
  }, []);

  async function resetData() {
    // Work still being sent (a bulk edit's remaining steps) would be written over the original data: this tab's, or another
    // open tab's of this browser, whose mock keeps the same data.
    const sending = await sendingOnDevice();
    if (sending.length > 0) {
      setConfirmingReset(false);
      const work = sending.map((entry) => entry.label).join('; ');
      toast.show(t`Still being sent: ${work}. Reset the demo data once that is done, or it would be written over the original data.`, 'error');
      return;
    }
    const control = await loadControl();
    await control.resetDemoData();
    await clearKeptLists();
    queryClient.clear();
    setConfirmingReset(false);
    toast.show(t`Demo data reset.`);
  }

  async function addFault(event: React.FormEvent) {
    event.preventDefault();
    const statusCode = Number(status.trim());
    if (!network && !(Number.isInteger(statusCode) && statusCode >= 200 && statusCode <= 599)) {
      setStatusError(t`Enter an HTTP status from 200 to 599, for example 500.`);
      return;
    }
    setStatusError(undefined);
    const control = await loadControl();
    control.addFault(network ? { method, path, network: true } : { method, path, status: statusCode });
    setFaultCount(control.listFaults().length);
    toast.show(network ? t`Requests ${method} ${path} now fail as a network error.` : t`Requests ${method} ${path} now answer ${statusCode}.`, 'info');
  }

  async function clearFaults() {
    const control = await loadControl();
    control.clearFaults();
    setFaultCount(0);
    toast.show(t`All injected faults removed.`, 'info');
  }

  async function applyLatency(event: React.FormEvent) {
    event.preventDefault();
    const control = await loadControl();
    const delay = Math.max(0, Number(latency) || 0);
    control.setLatency(delay);
    toast.show(t`The mock now answers after ${delay} ms.`, 'info');
  }

  return (
    <section aria-labelledby="mock-heading">
      <h2 id="mock-heading">
        <Trans>Demo data (embedded mock)</Trans>
      </h2>
      <p className="page-note">
        <Trans>The app runs against a mock of the API kept in this browser. Changes persist across reloads.</Trans>
      </p>
      <p>
        <button type="button" className="button-danger" onClick={() => setConfirmingReset(true)}>
          <Trans>Reset demo data</Trans>
        </button>
      </p>
      {confirmingReset && (
        <ConfirmDialog
          title={t`Reset demo data?`}
          message={t`Every change made in this browser to the demo data is thrown away and the original data comes back.`}
          confirmLabel={t`Reset demo data`}
          onConfirm={resetData}
          onCancel={() => setConfirmingReset(false)}
        />
      )}
      <form onSubmit={applyLatency} aria-labelledby="latency-heading">
        <h3 id="latency-heading">
          <Trans>Latency</Trans>
        </h3>
        <TextField label={t`Answer delay (ms)`} inputMode="numeric" value={latency} onChange={(event) => setLatency(event.target.value)} />
        <button type="submit">
          <Trans>Apply delay</Trans>
        </button>
      </form>
      <form onSubmit={addFault} aria-labelledby="fault-heading">
        <h3 id="fault-heading">
          <Trans>Fault injection</Trans>
        </h3>
        <SelectField label={t`Method`} value={method} onChange={(event) => setMethod(event.target.value as (typeof METHODS)[number])}>
          {METHODS.map((name) => (
            <option key={name} value={name}>
              {name === '*' ? t`Any method` : name}
            </option>
          ))}
        </SelectField>
        <TextField label={t`Path pattern`} help={t`Matched after the base URL; * matches anything.`} value={path} onChange={(event) => setPath(event.target.value)} />
        <CheckboxField label={t`Fail as a network error`} checked={network} onChange={(event) => setNetwork(event.target.checked)} />
        {!network && <TextField label={t`Status`} inputMode="numeric" value={status} error={statusError} onChange={(event) => setStatus(event.target.value)} />}
        <div className="form-actions">
          <button type="button" onClick={clearFaults} disabled={faultCount === 0}>
            <Trans>Remove all faults ({faultCount})</Trans>
          </button>
          <button type="submit">
            <Trans>Add fault</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
