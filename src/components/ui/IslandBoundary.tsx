import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  name: string;
  /** What the server rendered: shown again if the interactive version throws. */
  fallback: ReactNode;
  children: ReactNode;
}

/** An island that throws falls back to its static content and logs why; the page never goes blank. */
export default class IslandBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(
      `The ${this.props.name} island failed and shows its static content instead:`,
      error,
      info.componentStack,
    );
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
