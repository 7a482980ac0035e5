// Fluent's focus manager (tabster) marks everything outside the open modal dialog aria-hidden and
// brings those marks up to date on a short timer. A dialog that opens while another one is still
// closing can keep the closing one's mark on its own portal, so the dialog a person is using is
// hidden from screen readers (reported upstream as microsoft/fluentui#35985 and microsoft/tabster#530).
// This guard clears aria-hidden from the modal dialog that holds the focus, and from its ancestors:
// whatever has the focus is never hidden. Other dialogs, and the page behind, keep their marks.
const modalDialog = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

export function installModalAriaHiddenGuard(doc: Document): () => void {
  const reveal = () => {
    const dialog = doc.activeElement?.closest(modalDialog);
    for (let node: Element | null = dialog ?? null; node && node !== doc.body; node = node.parentElement) {
      if (node.getAttribute('aria-hidden') === 'true') node.removeAttribute('aria-hidden');
    }
  };
  const observer = new MutationObserver(reveal);
  observer.observe(doc.body, { attributes: true, attributeFilter: ['aria-hidden'], subtree: true });
  doc.addEventListener('focusin', reveal);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', reveal);
  };
}
