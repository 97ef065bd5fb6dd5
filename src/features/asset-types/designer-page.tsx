import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { assetTypeQueries } from '../../api/asset-types';
import { toApiError } from '../../api/api-error';
import { attributeDisplayName, attributeQueries } from '../../api/attributes';
import { languageQueries } from '../../api/languages';
import { Loading, LoadError } from '../../components/page-state';
import { ShortId } from '../../components/short-id';
import { usePageTitle } from '../../components/use-page-title';
import { useSupports, VersionGate } from '../../components/version-gate';
import type { AttributeInfo } from './designer-context';
import { Designer } from './designer';
import './asset-types.css';

export function DesignerPage() {
  const { t } = useLingui();
  const supported = useSupports('assetTypes');
  usePageTitle(t`Asset type designer`);
  return (
    <div className="page page-wide">
      {supported ? (
        <DesignerContainer />
      ) : (
        <>
          <h1>
            <Trans>Asset type</Trans>
          </h1>
          <VersionGate feature="assetTypes">{null}</VersionGate>
        </>
      )}
    </div>
  );
}

/** Fetches the asset type, the attributes and the first language; the designer mounts once all three are here. */
function DesignerContainer() {
  const { t } = useLingui();
  const { uid = '' } = useParams();
  // Refetched on focus and when another tab saves it: the designer compares, never replaces.
  const assetType = useQuery(assetTypeQueries.detail(uid));
  const attributes = useQuery(attributeQueries.all());
  const languages = useQuery(languageQueries.all());
  const cultureCode = languages.data?.[0]?.CultureCode;

  const attributeInfo = useMemo(() => {
    const map = new Map<string, AttributeInfo>();
    for (const attribute of attributes.data ?? []) map.set(attribute.Uid, { name: attributeDisplayName(attribute, cultureCode), type: attribute.AttributeType ?? 'Attribute', attribute });
    return map;
  }, [attributes.data, cultureCode]);

  const back = (
    <p>
      <Link to="/asset-types">
        <Trans>All asset types</Trans>
      </Link>
    </p>
  );
  // A failed refetch never takes the designer (and the layout in it) off the screen.
  if (assetType.isError && !assetType.data) {
    const notFound = toApiError(assetType.error).status === 404;
    return (
      <>
        <h1>
          <Trans>Asset type</Trans>
        </h1>
        {notFound ? (
          <div className="page-state page-state-error" role="alert">
            <Trans>
              This asset type does not exist: it may have been deleted. (Its id: <ShortId id={uid} what={t`the id`} />)
            </Trans>
          </div>
        ) : (
          <LoadError error={assetType.error} what={t`the asset type`} onRetry={() => assetType.refetch()} />
        )}
        {back}
      </>
    );
  }
  if ((attributes.isError && !attributes.data) || (languages.isError && !languages.data)) {
    return (
      <>
        <h1>
          <Trans>Asset type</Trans>
        </h1>
        <LoadError error={attributes.error ?? languages.error} what={t`the attributes to place`} onRetry={() => (attributes.isError ? attributes.refetch() : languages.refetch())} />
      </>
    );
  }
  if (!assetType.data || !attributes.data || !languages.data) {
    return (
      <>
        <h1>
          <Trans>Asset type</Trans>
        </h1>
        <Loading label={t`Loading the asset type and its attributes…`} />
      </>
    );
  }
  return (
    <>
      <nav aria-label={t`Breadcrumb`} className="breadcrumb">
        <Link to="/asset-types">
          <Trans>Asset types</Trans>
        </Link>
      </nav>
      <Designer key={uid} assetType={assetType.data} server={assetType.data} attributes={attributeInfo} />
    </>
  );
}
