// Fluent's focus manager (tabster) marks everything outside the open modal dialog aria-hidden and
// brings those marks up to date on timers. On a busy machine it can leave the mark on the open
// dialog itself — after another dialog closed just before, or after focus briefly left the dialog —
// so the dialog a person is using is hidden from screen readers (reported upstream as
// microsoft/fluentui#35985 and microsoft/tabster#530). This guard keeps the topmost open modal
// dialog (the last in the document) and its ancestors free of aria-hidden. Dialogs under it, and the
// page behind, keep their marks.
const modalDialog = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

export function installModalAriaHiddenGuard(doc: Document): () => void {
  const reveal = () => {
    const dialogs = doc.querySelectorAll(modalDialog);
    const topmost = dialogs.length > 0 ? dialogs[dialogs.length - 1]! : null;
    for (let node: Element | null = topmost; node && node !== doc.body; node = node.parentElement) {
      if (node.getAttribute('aria-hidden') === 'true') node.removeAttribute('aria-hidden');
    }
  };
  const observer = new MutationObserver(reveal);
  observer.observe(doc.body, { attributes: true, attributeFilter: ['aria-hidden'], childList: true, subtree: true });
  doc.addEventListener('focusin', reveal);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', reveal);
  };
}
