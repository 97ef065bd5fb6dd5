type SearchFieldProps = { label: string; value: string; onChange: (value: string) => void; placeholder?: string };

/** The search box above a long list: it answers every keystroke at once; the list follows as soon as it can. */
export function SearchField({ label, value, onChange, placeholder }: SearchFieldProps) {
  return (
    <label className="toolbar-field toolbar-search">
      <span>{label}</span>
      <input type="search" value={value} onChange={(event) => onChange(event.target.value)} placeholder={placeholder} autoComplete="off" spellCheck={false} />
    </label>
  );
}
