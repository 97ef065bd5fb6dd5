import type { ReactNode } from 'react';
import './page-header.css';

type PageHeaderProps = {
  title: ReactNode;
  /** How current the page is (a list's age and Refresh), beside the title. */
  status?: ReactNode;
  /** The page's actions, the primary one last (rightmost). */
  actions?: ReactNode;
};

/** The top of a page: its h1, its status and its actions, kept in view while the page scrolls. */
export function PageHeader({ title, status, actions }: PageHeaderProps) {
  return (
    <div className="page-header page-header-sticky">
      <div className="page-header-title">
        <h1>{title}</h1>
        {status}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </div>
  );
}
