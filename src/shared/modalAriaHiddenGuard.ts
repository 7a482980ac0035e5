// Fluent's focus manager (tabster) marks everything outside the open modal dialog aria-hidden and
// brings those marks up to date on timers. On a busy machine it can leave the mark on the open
// dialog itself — after another dialog closed just before, or after focus briefly left the dialog —
// so the dialog a person is using is hidden from screen readers (reported upstream as
// microsoft/fluentui#35985 and microsoft/tabster#530). It can also leave the mark on the page after
// the last dialog closed: on the bare layout (co-signing link), a keyboard user who confirmed a
// decline dialog found the whole page — focused heading included — hidden from screen readers.
// This guard keeps the topmost open modal dialog (the last in the document) and its ancestors free of
// aria-hidden; dialogs under it, and the page behind, keep their marks. With no modal dialog open,
// nothing at the top of the page stays hidden (tabster's own focus traps, data-tabster-dummy, excepted).
const modalDialog = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

export function installModalAriaHiddenGuard(doc: Document): () => void {
  const reveal = () => {
    const dialogs = doc.querySelectorAll(modalDialog);
    const topmost = dialogs.length > 0 ? dialogs[dialogs.length - 1]! : null;
    if (!topmost) {
      for (const child of doc.body.children) {
        if (child.getAttribute('aria-hidden') === 'true' && !child.hasAttribute('data-tabster-dummy')) child.removeAttribute('aria-hidden');
      }
      return;
    }
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
