import { usePageTitle } from '../../components/use-page-title';
import { PageHeader } from '../../components/page-header';
import { useConnection } from '../../components/use-connection';
import { ConnectionForm } from '../settings/connection-form';
import { MockTools } from '../settings/mock-tools';

export function Component() {
  usePageTitle('Settings');
  const { mock } = useConnection();
  return (
    <div className="page page-narrow">
      <PageHeader title="Settings" />
      <p className="page-note">These settings apply to this browser only.</p>
      <ConnectionForm />
      {mock && <MockTools />}
    </div>
  );
}
