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
  it('clears a stale aria-hidden from the portal of the dialog that has the focus', async () => {
    const { wrapper, button } = modal('records');
    button.focus();
    // A closing dialog's focus manager marks this portal hidden after it already has the focus.
    wrapper.setAttribute('aria-hidden', 'true');
    await waitFor(() => expect(wrapper).not.toHaveAttribute('aria-hidden'));
  });

  it('clears it when the focus moves into a dialog whose portal was hidden before', () => {
    const { wrapper, button } = modal('records');
    wrapper.setAttribute('aria-hidden', 'true');
    button.focus();
    expect(wrapper).not.toHaveAttribute('aria-hidden');
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
});
