import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NO_CHOICES } from '../lib/trait-options';
import { PersonForm, type PersonFormValues } from './PersonForm';

function renderForm(onSubmit = vi.fn(async (_values: PersonFormValues) => null as string | null)) {
  const user = userEvent.setup();
  render(
    <PersonForm
      heading="Add a person"
      submitLabel="Save person"
      initial={{ name: '', traits: NO_CHOICES }}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return { user, onSubmit };
}

describe('PersonForm', () => {
  it('offers every framework with "Not sure" chosen until the user picks', () => {
    renderForm();
    for (const label of ['DiSC style', 'MBTI type', 'Thinking preference', 'Strengths domain']) {
      const select = screen.getByRole('combobox', { name: label });
      expect(select).toHaveDisplayValue('Not sure');
    }
    expect(screen.getAllByRole('option', { name: 'Not sure' })).toHaveLength(4);
    // All sixteen MBTI types and the four of each other framework.
    const mbti = screen.getByRole('combobox', { name: 'MBTI type' });
    expect(mbti.querySelectorAll('option')).toHaveLength(17);
    expect(screen.getByRole('option', { name: 'S (Steadiness)' })).toBeInTheDocument();
  });

  it('asks for a name before sending anything, and says so on the field', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save person' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter a name.');
    expect(name).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a name longer than 80 characters', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('a'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Save person' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Please keep the name to 80 characters or fewer.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and the chosen styles, "Not sure" as null', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Priya ');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'DiSC style' }),
      'C (Conscientiousness)',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'MBTI type' }), 'INTJ');
    await user.click(screen.getByRole('button', { name: 'Save person' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Priya',
      traits: { disc: 'C', mbti: 'INTJ', thinking: null, strength: null },
    });
  });

  it("shows the API's message when saving fails and keeps what was typed", async () => {
    const { user } = renderForm(vi.fn(async () => 'You can keep at most 200 people.'));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Save person' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can keep at most 200 people.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Sam');
  });
});
