// The state of an e-signature being typed: the name, the consent, their errors, and the fields'
// refs for moving focus to the first error. `fields` goes straight into ESignatureFields; typing a
// name or ticking the consent clears that field's error.
import { useRef, useState } from 'react';
import type { ESignatureErrors } from './ESignatureFields.tsx';

export function useESignature() {
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<ESignatureErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  return {
    fullName,
    consent,
    errors,
    setErrors,
    setConsent,
    nameRef,
    consentRef,
    fields: {
      fullName,
      consent,
      errors,
      nameRef,
      consentRef,
      onFullNameChange: (value: string) => {
        setFullName(value);
        setErrors((e) => (e.name ? { ...e, name: undefined } : e));
      },
      onConsentChange: (checked: boolean) => {
        setConsent(checked);
        if (checked) setErrors((e) => (e.consent ? { ...e, consent: undefined } : e));
      },
    },
  };
}
