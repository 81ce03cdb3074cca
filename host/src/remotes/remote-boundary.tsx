import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorView } from './remote-error-view';

interface Props {
  remote: string;
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** Catches an exception thrown while a remote renders, so one broken area never blanks the shell. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Remote ${this.props.remote} failed while rendering`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RemoteErrorView remote={this.props.remote} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
