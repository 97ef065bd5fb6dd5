import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { Attribute } from '../../api/attributes';
import type { Language } from '../../api/languages';
import { downloadText } from '../../components/csv';
import { ImportDialog } from './import-dialog';
import { LanguageSelect } from './language-select';
import { translationCsv } from './translation-csv';
import type { TranslationField } from './translation-model';
import type { SaveCells } from './use-cell-saves';

type CsvPanelProps = {
  attributes: readonly Attribute[];
  languages: readonly Language[];
  field: TranslationField;
  initialLanguage: string;
  saveCells: SaveCells;
};

/** One language's names out to a spreadsheet and back in, with a preview before anything is saved. */
export function CsvPanel({ attributes, languages, field, initialLanguage, saveCells }: CsvPanelProps) {
  const { t } = useLingui();
  const codes = languages.map((language) => language.CultureCode);
  const [cultureCode, setCultureCode] = useState(codes.includes(initialLanguage) ? initialLanguage : (codes[0] ?? ''));
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The file's name is kept the same in every language: it names what the file is for, as a code would.
  const what = field === 'Name' ? 'names' : 'descriptions';

  const exportCsv = () => downloadText(`attribute-${what}-${cultureCode}.csv`, translationCsv(attributes, field, cultureCode, codes[0]));
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile({ name: chosen.name, text: await chosen.text() });
    // The same file can be chosen again after a correction.
    if (input.current) input.current.value = '';
  };

  return (
    <section className="tr-panel" aria-label={t`CSV export and import`}>
      <LanguageSelect label={t`Language for CSV`} languages={languages} value={cultureCode} onChange={setCultureCode} />
      <button type="button" onClick={exportCsv} disabled={!cultureCode}>
        {field === 'Name' ? <Trans>Export names as CSV</Trans> : <Trans>Export descriptions as CSV</Trans>}
      </button>
      <label className="button tr-file">
        {field === 'Name' ? <Trans>Import names from CSV…</Trans> : <Trans>Import descriptions from CSV…</Trans>}
        <input ref={input} type="file" accept=".csv,text/csv" className="visually-hidden" onChange={(event) => void choose(event.target.files?.[0])} disabled={!cultureCode} />
      </label>
      {file && <ImportDialog fileName={file.name} text={file.text} attributes={attributes} field={field} cultureCode={cultureCode} saveCells={saveCells} onClose={() => setFile(null)} />}
    </section>
  );
}
