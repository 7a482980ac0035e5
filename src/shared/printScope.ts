// Printing one part of a page (the consent records, a payment receipt): the page is marked with the
// part's scope while the browser prints, so that part's print stylesheet shows only the element
// marked `data-print-region="<scope>"`; the mark goes when printing ends.
export function printScope(scope: string): void {
  const root = document.documentElement;
  root.setAttribute('data-print-scope', scope);
  const done = () => {
    root.removeAttribute('data-print-scope');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}
