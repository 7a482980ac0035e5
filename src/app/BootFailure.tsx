// Shown when the portal cannot start (API unreachable, configuration missing). No theme or
// translations are available yet, so the text is plain English with a retry.
import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';

export interface BootFailureProps {
  error: unknown;
}

export function BootFailure(_props: BootFailureProps) {
  return (
    <FluentProvider theme={webLightTheme}>
      <main style={{ maxWidth: 560, margin: '64px auto', padding: 24, fontFamily: 'inherit' }}>
        <h1>The portal could not start</h1>
        <p>We could not reach the portal’s service. Please check your connection and try again in a moment.</p>
        <Button appearance="primary" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </main>
    </FluentProvider>
  );
}
