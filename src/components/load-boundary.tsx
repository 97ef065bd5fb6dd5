import { Component, type ReactNode } from 'react';
import { LoadError } from './page-state';

type LoadBoundaryProps = { what: string; onRetry: () => void; children: ReactNode };

/**
 * Around a part of a page fetched on demand (a lazy chunk): if it cannot load (offline, or a new
 * deployment replaced the file), the part says so with a retry, and the rest of the page (with
 * what the editor typed there) stays; without it the route's error page would replace everything.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean; error: unknown }> {
  state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const retry = () => {
      this.setState({ failed: false, error: null });
      this.props.onRetry();
    };
    return <LoadError error={this.state.error} what={this.props.what} onRetry={retry} />;
  }
}
