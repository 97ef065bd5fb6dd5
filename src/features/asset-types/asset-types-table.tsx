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
  return assetType.Label || assetType.Alias || `Untitled asset type ${shortId(assetType.Uid)}`;
}

export function AssetTypesTable({ assetTypes, onDelete }: AssetTypesTableProps) {
  return (
    <table className="data-table">
      <caption className="visually-hidden">Asset types</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Alias</th>
          <th scope="col" className="num">
            Tabs
          </th>
          <th scope="col" className="num">
            Properties
          </th>
          <th scope="col">Allowed file types</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {assetTypes.map((assetType) => {
          const tabs = tabsOf(assetType);
          const fixed = tabs.filter(isFixedTab).length;
          return (
            <tr key={assetType.Uid}>
              <td>
                <Link to={`/asset-types/${encodeURIComponent(assetType.Uid)}`} data-asset-type={assetType.Uid}>
                  {assetTypeName(assetType)}
                </Link>
              </td>
              <td className="muted">{assetType.Alias || 'none'}</td>
              <td className="num">
                {tabs.length}
                {fixed > 0 && <span className="muted"> ({fixed} built in)</span>}
              </td>
              <td className="num">{formatNumber(countProperties(assetType))}</td>
              <td>{fileTypeLabels(assetType)}</td>
              <td className="cell-actions">
                <button type="button" className="button-small button-danger-quiet" onClick={() => onDelete(assetType)} aria-label={`Delete ${assetTypeName(assetType)}`}>
                  <Icon node={Trash2} />
                  Delete
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
