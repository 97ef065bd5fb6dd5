import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide';
import { Link } from 'react-router-dom';
import type { AssetType } from '../../api/asset-types';
import { Icon } from '../../components/icon';
import { formatNumber } from '../../components/format';
import { shortId } from '../../components/short-id';
import { fileTypeLabels } from './file-types';
import { countProperties, isFixedTab, tabsOf } from './layout-tree';

type AssetTypesTableProps = {
  assetTypes: readonly AssetType[];
  onDelete: (assetType: AssetType) => void;
};

export function assetTypeName(assetType: AssetType): string {
  const id = shortId(assetType.Uid);
  return assetType.Label || assetType.Alias || t`Untitled asset type ${id}`;
}

export function AssetTypesTable({ assetTypes, onDelete }: AssetTypesTableProps) {
  const { t } = useLingui();
  return (
    <table className="data-table">
      <caption className="visually-hidden">
        <Trans>Asset types</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Name</Trans>
          </th>
          <th scope="col">
            <Trans>Alias</Trans>
          </th>
          <th scope="col" className="num">
            <Trans>Tabs</Trans>
          </th>
          <th scope="col" className="num">
            <Trans>Properties</Trans>
          </th>
          <th scope="col">
            <Trans>Allowed file types</Trans>
          </th>
          <th scope="col">
            <span className="visually-hidden">
              <Trans>Actions</Trans>
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {assetTypes.map((assetType) => {
          const tabs = tabsOf(assetType);
          const fixed = tabs.filter(isFixedTab).length;
          const name = assetTypeName(assetType);
          return (
            <tr key={assetType.Uid}>
              <td>
                <Link to={`/asset-types/${encodeURIComponent(assetType.Uid)}`} data-asset-type={assetType.Uid}>
                  {assetTypeName(assetType)}
                </Link>
              </td>
              <td className="muted">{assetType.Alias || t`none`}</td>
              <td className="num">
                {tabs.length}
                {fixed > 0 && (
                  <span className="muted">
                    {' '}
                    <Trans>({fixed} built in)</Trans>
                  </span>
                )}
              </td>
              <td className="num">{formatNumber(countProperties(assetType))}</td>
              <td>{fileTypeLabels(assetType)}</td>
              <td className="cell-actions">
                <button type="button" className="button-small button-danger-quiet" onClick={() => onDelete(assetType)} aria-label={t`Delete ${name}`}>
                  <Icon node={Trash2} />
                  <Trans>Delete</Trans>
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
