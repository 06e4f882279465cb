import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Catches a failed screen so the shell stays usable; the fallback offers Retry, which remounts the children. */
export class ErrorBoundary extends Component<{ fallback: (error: Error, retry: () => void) => ReactNode; resetKey?: string; children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(previous: { resetKey?: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    return error ? this.props.fallback(error, () => this.setState({ error: null })) : this.props.children;
  }
}
