import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The header that stays at the top while the editor scrolls: the attribute's name, its save status and Save. */
export function EditorHeader({ title, status, children }: { title: string; status?: ReactNode; children?: ReactNode }) {
  return (
    <div className="editor-header">
      <h1>{title}</h1>
      <div className="editor-header-actions">
        {status}
        {children}
      </div>
    </div>
  );
}

type EditorSectionLink = { id: string; label: string };

/**
 * The editor's sections as an in-page navigation. Links, so they read as a table of contents;
 * the click moves focus itself, as a hash change would go through the router (and its leave guard).
 */
export function SectionNav({ sections }: { sections: readonly EditorSectionLink[] }) {
  const { t } = useLingui();
  return (
    <nav className="editor-nav" aria-label={t`Sections of this attribute`}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={(event) => {
                event.preventDefault();
                const target = document.getElementById(section.id);
                if (!target) return;
                target.scrollIntoView?.({ block: 'start' });
                target.focus({ preventScroll: true });
              }}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One part of the editor, the target of its navigation link; a part that is a named region itself needs no label here. */
export function EditorSection({ id, label, children }: { id: string; label?: string; children: ReactNode }) {
  if (!label) {
    return (
      <div id={id} className="editor-section" tabIndex={-1}>
        {children}
      </div>
    );
  }
  return (
    <section id={id} className="editor-section" aria-label={label} tabIndex={-1}>
      {children}
    </section>
  );
}
