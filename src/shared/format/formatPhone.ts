// Spec §5 phone display: ten digits as '(123) 456-7890', an extension appended as ' x{ext}'.
// Anything that is not ten digits is shown as given.

export function formatPhone(phone: string | null | undefined, ext?: string | null): string {
  const given = (phone ?? '').trim();
  if (given === '') return '';
  const digits = given.replace(/\D/g, '');
  const main = digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : given;
  const extension = (ext ?? '').trim();
  return extension ? `${main} x${extension}` : main;
}
