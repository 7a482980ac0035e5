// The Fluent Toaster, loaded on the first message (see NotificationCenter).
import { useEffect } from 'react';
import { Toast, ToastBody, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import type { NotificationCenter } from './NotificationCenter.ts';

export interface ToastHostProps {
  center: NotificationCenter;
}

export function ToastHost(props: ToastHostProps) {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(
    () =>
      props.center.attach(({ title, body, intent }) =>
        dispatchToast(
          <Toast>
            <ToastTitle>{title}</ToastTitle>
            {body ? <ToastBody>{body}</ToastBody> : null}
          </Toast>,
          { intent, timeout: intent === 'error' ? 8000 : 5000 },
        ),
      ),
    [props.center, dispatchToast],
  );
  return <Toaster toasterId={toasterId} position="top-end" pauseOnHover pauseOnWindowBlur />;
}
