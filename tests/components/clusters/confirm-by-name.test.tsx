import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { DELETE_NAME_DEBOUNCE_MS } from '../../../src/domain/constants';
import { DELETE_MESSAGES, validateDeleteConfirmation } from '../../../src/domain/validation/delete';
import { ConfirmByName } from '../../../src/ui/ConfirmByName';

function renderDialog(onConfirm = vi.fn(), onInvalidSubmit = vi.fn()) {
  render(
    <MantineProvider env="test">
      <ConfirmByName
        opened
        onClose={() => {}}
        title="Are you sure you want to delete sales cluster?"
        expectedName="sales"
        fieldLabel="Cluster name"
        confirmLabel="Delete"
        validate={validateDeleteConfirmation}
        invalidSubmitMessage={DELETE_MESSAGES.invalidName}
        onInvalidSubmit={onInvalidSubmit}
        debounceMs={DELETE_NAME_DEBOUNCE_MS}
        onConfirm={onConfirm}
      />
    </MantineProvider>,
  );
  return { onConfirm, onInvalidSubmit };
}

describe('ConfirmByName (delete dialog)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the mismatch message only after typing pauses for 1500 ms', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDialog();
    await user.type(screen.getByLabelText('Cluster name'), 'sal');
    act(() => vi.advanceTimersByTime(DELETE_NAME_DEBOUNCE_MS - 100));
    expect(screen.queryByText("Your input doesn't match the selected Cluster's name")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText("Your input doesn't match the selected Cluster's name")).toBeInTheDocument();
  });

  it('restarts the wait on every keystroke and clears the message once the name matches', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDialog();
    const input = screen.getByLabelText('Cluster name');
    await user.type(input, 'sa');
    act(() => vi.advanceTimersByTime(DELETE_NAME_DEBOUNCE_MS + 10));
    expect(screen.getByText("Your input doesn't match the selected Cluster's name")).toBeInTheDocument();
    await user.type(input, 'les');
    // While typing the old message is not re-checked against a half-typed value.
    expect(screen.queryByText("Your input doesn't match the selected Cluster's name")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(DELETE_NAME_DEBOUNCE_MS + 10));
    expect(screen.queryByText("Your input doesn't match the selected Cluster's name")).not.toBeInTheDocument();
  });

  it("says 'Cluster name is required' when the field is emptied", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDialog();
    const input = screen.getByLabelText('Cluster name');
    await user.type(input, 's');
    await user.clear(input);
    act(() => vi.advanceTimersByTime(DELETE_NAME_DEBOUNCE_MS + 10));
    expect(screen.getByText('Cluster name is required')).toBeInTheDocument();
  });

  it("refuses a wrong name on Delete with 'The input is not valid Name!'", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onConfirm, onInvalidSubmit } = renderDialog();
    await user.type(screen.getByLabelText('Cluster name'), 'Sales');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('The input is not valid Name!')).toBeInTheDocument();
    expect(onInvalidSubmit).toHaveBeenCalledWith('The input is not valid Name!');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the exact name', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onConfirm } = renderDialog();
    await user.type(screen.getByLabelText('Cluster name'), 'sales');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
