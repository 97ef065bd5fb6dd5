import { usePageTitle } from '../../components/use-page-title';

/** A page that exists in the navigation but is not built yet says so plainly. */
export function NotBuiltYet({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>This page is not built yet.</p>
    </div>
  );
}
