// Shown when the portal cannot start (API unreachable, configuration missing). No theme or
// translations are available yet, so it is plain English with a retry, styled like the skeleton.
export interface BootFailureProps {
  error: unknown;
}

export function BootFailure(props: BootFailureProps) {
  console.error('The portal could not start', props.error);
  return (
    <main style={{ maxWidth: 560, margin: '64px auto', padding: 24, background: '#fefefe', borderRadius: 8 }}>
      <h1 style={{ fontSize: 24, fontWeight: 600 }}>The portal could not start</h1>
      <p>We could not reach the portal’s service. Please check your connection and try again in a moment.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{ background: '#135CAB', color: '#fefefe', border: 0, borderRadius: 4, padding: '8px 20px', fontSize: 16, cursor: 'pointer' }}
      >
        Try again
      </button>
    </main>
  );
}
