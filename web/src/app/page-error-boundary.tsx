import { Component, type ReactNode } from 'react';
import { RouteError } from './routes/route-error';

/**
 * A page whose code failed to load (CHUNK_LOAD_FAILED / CSS_CHUNK_LOAD_FAILED) or failed to render shows RouteError
 * instead of a blank screen; moving to another address tries again.
 */
export class PageErrorBoundary extends Component<
  { path: string; children: ReactNode },
  { error: unknown; failed: boolean; path: string }
> {
  override state = { error: undefined as unknown, failed: false, path: this.props.path };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: { path: string }, state: { path: string }) {
    return props.path === state.path ? null : { error: undefined, failed: false, path: props.path };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
