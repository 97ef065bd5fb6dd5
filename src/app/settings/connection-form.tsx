import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import * as z from 'zod/mini';
import { saveConnection } from '../../api/connection-writes';
import { sendingHere } from '../../api/outbox';
import { CheckboxField, TextField } from '../../components/field';
import { useToast } from '../../components/toast';
import { useConnection } from '../../components/use-connection';

const connectionSchema = z.object({
  apiBaseUrl: z.string().check(
    z.trim(),
    // Messages made when a value is checked, in the interface's language then.
    z.minLength(1, { error: () => t`Enter the base URL, for example /api or https://pim.example.com/api.` }),
    z.refine((url) => url.startsWith('/') || /^https?:\/\/[^\s/]+/.test(url), { error: () => t`Use a path starting with / or a full http(s) URL.` }),
  ),
  apiKey: z.string().check(z.trim()),
  rememberKey: z.boolean(),
  serverVersion: z.pipe(
    z.string().check(z.trim(), z.regex(/^(v\.?)?\d+\.\d+(\.\d+)?$/i, { error: () => t`Write the version as major.minor.patch, for example 4.0.0.` })),
    z.transform((version: string) => version.replace(/^v\.?/i, '')),
  ),
});

export function ConnectionForm() {
  const { t } = useLingui();
  const connection = useConnection();
  const queryClient = useQueryClient();
  const toast = useToast();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    setFocus,
    setError,
    formState: { errors },
    reset,
  } = useForm({
    resolver: zodResolver(connectionSchema),
    defaultValues: {
      apiBaseUrl: connection.apiBaseUrl,
      apiKey: connection.apiKey,
      rememberKey: connection.rememberKey,
      serverVersion: connection.serverVersion,
    },
  });

  useEffect(() => {
    if (location.hash === '#api-key') setFocus('apiKey');
  }, [location.hash, setFocus]);

  const submit = handleSubmit((values) => {
    // Work this tab is still sending (a save, a bulk edit's remaining steps) is the current server's: under a new base
    // URL its next requests would go to the other server, and its progress would be kept under the old one.
    const sending = sendingHere();
    if (sending.length > 0 && values.apiBaseUrl.replace(/\/+$/, '') !== connection.apiBaseUrl) {
      const current = connection.apiBaseUrl;
      const work = sending.map((entry) => entry.label).join('; ');
      setError('apiBaseUrl', { message: t`Still being sent to ${current}: ${work}. Change the base URL once that is done, or it would go on to the new address.` }, { shouldFocus: true });
      return;
    }
    saveConnection(values);
    reset({ ...values });
    // Everything cached came from the old connection.
    void queryClient.resetQueries();
    toast.show(t`Connection settings saved.`);
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="connection-heading">
      <h2 id="connection-heading">
        <Trans>Connection</Trans>
      </h2>
      <TextField
        label={t`Base URL`}
        autoComplete="url"
        help={connection.mock ? t`The embedded mock answers at the base URL of this deployment’s config.json.` : t`Where the PIM service’s API answers.`}
        error={errors.apiBaseUrl?.message}
        {...register('apiBaseUrl')}
      />
      <TextField
        id="api-key"
        label={t`API key`}
        type="password"
        autoComplete="off"
        help={t`Sent as the Authorization header. Kept for this browser session only, unless you choose to remember it.`}
        error={errors.apiKey?.message}
        {...register('apiKey')}
      />
      <CheckboxField label={t`Remember the API key on this device`} help={t`Only on a device that is yours alone.`} {...register('rememberKey')} />
      <TextField
        label={t`Server version`}
        autoComplete="off"
        help={t`Features the server does not have yet are hidden: editing attributes needs 3.2.0, references 3.5.0, asset types 4.0.0.`}
        error={errors.serverVersion?.message}
        {...register('serverVersion')}
      />
      <div className="form-actions">
        {/* Never disabled: a button that disables itself on save drops keyboard focus to the page. */}
        <button type="submit" className="button-primary">
          <Trans>Save</Trans>
        </button>
      </div>
    </form>
  );
}
