import { waitFor } from '@testing-library/react';

// The guard is installed for every test file (tests/src/support/setup.ts), as the app installs it.
function modal(id: string): { wrapper: HTMLDivElement; button: HTMLButtonElement } {
  const wrapper = document.createElement('div');
  wrapper.id = id;
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  const button = document.createElement('button');
  button.textContent = `Close ${id}`;
  dialog.append(button);
  wrapper.append(dialog);
  document.body.append(wrapper);
  return { wrapper, button };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('modal aria-hidden guard', () => {
  it('clears a stale aria-hidden from the portal of the open dialog', async () => {
    const { wrapper, button } = modal('records');
    button.focus();
    // A closing dialog's focus manager marks this portal hidden after it already has the focus.
    wrapper.setAttribute('aria-hidden', 'true');
    await waitFor(() => expect(wrapper).not.toHaveAttribute('aria-hidden'));
  });

  it('clears it also when the focus is elsewhere (it briefly left the dialog)', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const { wrapper } = modal('records');
    outside.focus();
    wrapper.setAttribute('aria-hidden', 'true');
    await waitFor(() => expect(wrapper).not.toHaveAttribute('aria-hidden'));
  });

  it('clears it when a dialog is added under a hidden container', async () => {
    const container = document.createElement('div');
    container.setAttribute('aria-hidden', 'true');
    document.body.append(container);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'alertdialog');
    dialog.setAttribute('aria-modal', 'true');
    container.append(dialog);
    await waitFor(() => expect(container).not.toHaveAttribute('aria-hidden'));
  });

  it('leaves the page and other dialogs hidden', async () => {
    const page = document.createElement('main');
    page.setAttribute('aria-hidden', 'true');
    document.body.append(page);
    const behind = modal('behind');
    behind.wrapper.setAttribute('aria-hidden', 'true');
    const front = modal('front');
    front.button.focus();
    front.wrapper.setAttribute('aria-hidden', 'true');
    await waitFor(() => expect(front.wrapper).not.toHaveAttribute('aria-hidden'));
    expect(page).toHaveAttribute('aria-hidden', 'true');
    expect(behind.wrapper).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives the page back once no modal dialog is open', async () => {
    const page = document.createElement('div');
    page.id = 'app';
    document.body.append(page);
    const dummy = document.createElement('i');
    dummy.setAttribute('data-tabster-dummy', '');
    dummy.setAttribute('aria-hidden', 'true');
    document.body.append(dummy);
    const open = modal('decline');
    page.setAttribute('aria-hidden', 'true');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // While the dialog is open the page stays hidden behind it.
    expect(page).toHaveAttribute('aria-hidden', 'true');
    // The dialog goes; the focus manager's mark on the page is left behind.
    open.wrapper.remove();
    await waitFor(() => expect(page).not.toHaveAttribute('aria-hidden'));
    expect(dummy).toHaveAttribute('aria-hidden', 'true');
    // Marked again with no dialog open (a late timer): cleared again.
    page.setAttribute('aria-hidden', 'true');
    await waitFor(() => expect(page).not.toHaveAttribute('aria-hidden'));
  });
});
