import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../components/use-page-title';
import { PageHeader } from '../../components/page-header';
import { useConnection } from '../../components/use-connection';
import { ConnectionForm } from '../settings/connection-form';
import { InterfaceLanguageField } from '../settings/interface-language-field';
import { MockTools } from '../settings/mock-tools';

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Settings`);
  const { mock } = useConnection();
  return (
    <div className="page page-narrow">
      <PageHeader title={t`Settings`} />
      <p className="page-note">
        <Trans>These settings apply to this browser only.</Trans>
      </p>
      <InterfaceLanguageField />
      <ConnectionForm />
      {mock && <MockTools />}
    </div>
  );
}
