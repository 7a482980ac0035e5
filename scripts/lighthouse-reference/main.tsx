// The reference the portal's login page is measured against (scripts/measure-lighthouse.mjs): a bare
// Fluent UI v9 + React Router login shell with nothing else — no content, telemetry, i18n or API.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Button, Card, Field, FluentProvider, Input, Link, Title2, makeStyles, tokens, webLightTheme } from '@fluentui/react-components';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', backgroundColor: tokens.colorNeutralBackground2 },
  card: { width: 'min(400px, 100% - 32px)', padding: tokens.spacingHorizontalXXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

function LoginPage() {
  const styles = useStyles();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <Title2 as="h1">Sign in</Title2>
          <Field label="Username" required>
            <Input value={username} onChange={(_, data) => setUsername(data.value)} autoComplete="username" />
          </Field>
          <Field label="Password" required>
            <Input type="password" value={password} onChange={(_, data) => setPassword(data.value)} autoComplete="current-password" />
          </Field>
          <Button appearance="primary" type="submit">
            Sign in
          </Button>
          <Link href="/auth/forgot">Forgot your password?</Link>
        </form>
      </Card>
    </main>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <FluentProvider theme={webLightTheme}>
      <BrowserRouter>
        <Routes>
          <Route path="/auth/login" element={<LoginPage />} />
          <Route path="*" element={<Navigate to="/auth/login" replace />} />
        </Routes>
      </BrowserRouter>
    </FluentProvider>
  </StrictMode>,
);
