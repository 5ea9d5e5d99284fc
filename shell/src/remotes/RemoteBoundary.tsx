import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  label: string;
  onRetry: () => void;
  /** Told once per error the remote throws while rendering (the shell reports it). */
  onError?: (error: Error) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a remote that throws while rendering, so the rest of the shell keeps working. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.label} crashed`, error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    if (this.state.error) {
      return (
        <RemoteUnavailable label={this.props.label} error={this.state.error} onRetry={this.props.onRetry} />
      );
    }
    return this.props.children;
  }
}
