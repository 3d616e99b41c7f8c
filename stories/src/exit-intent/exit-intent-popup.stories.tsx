// Exit-intent popup for new and returning visitors, opened at once (no leave signal needed), with the
// countdown to the batch's end, after it, and the CTA's 1.5 s lock.
import { ExitIntentPopup, type ExitIntentPopupProps } from '@funil/widgets/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_NOW } from '../../.storybook/clock.ts';
import { statePicker } from '../state-picker.ts';

const DAY = 86_400_000;

/** The popup's named states (the store's seed). */
const STATES = {
  'Visitante novo': { open: true, visitor: 'new' },
  'Visitante novo com nome': { open: true, visitor: 'new', firstName: 'Maria' },
  'Visitante que voltou': {
    open: true,
    visitor: 'returning',
    days: 4,
    lastVisitAt: STORY_NOW - 4 * DAY,
    firstName: 'Maria',
  },
  'Nome longo': { open: true, visitor: 'new', firstName: 'Maximiliano' },
} as const;

type StateName = keyof typeof STATES;

/** The current batch, as GET /api/offers/quote answers, ending `inMs` from the stories' clock. */
const batchEnding = (inMs: number) => ({
  'GET /api/offers/quote': {
    body: {
      batch: { id: 'b1', position: 1, label: '1º lote', endsAt: new Date(STORY_NOW + inMs).toISOString() },
    },
  },
});

type Args = Omit<ExitIntentPopupProps, 'initialState'> & { state: StateName };

const meta = {
  title: 'Exit intent/Popup',
  parameters: {
    docs: {
      description: { component: 'O popup de saída: oferta, depoimento e contagem até o fim do lote.' },
    },
  },
  // Stories show a state; leave detection and session storage would only get in the way.
  args: {
    state: 'Visitante novo',
    checkoutUrl: 'https://checkout.example/ia-na-pratica',
    triggers: false,
    openWindow: fn(),
  },
  argTypes: { ...statePicker(STATES), triggers: { table: { disable: true } } },
  // A new key re-seeds the per-instance store when the picked state changes.
  render: ({ state, ...args }) => <ExitIntentPopup key={state} {...args} initialState={STATES[state]} />,
  // The CTA's 1.5 s lock ends before the capture: every run shows the same, unlocked button.
  play: async () => {
    const popup = await popupUi();
    await waitFor(
      () => expect(popup.getByRole('button', { name: /QUERO/ })).toHaveAttribute('aria-disabled', 'false'),
      {
        timeout: 3_000,
      },
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The popup's document: it renders in a shadow root, so queries start there. */
async function popupUi() {
  const root = await waitFor(() => {
    const found = document.querySelector('funil-widget')?.shadowRoot;
    if (!found?.querySelector('dialog[open]')) throw new Error('o popup ainda não abriu');
    return found;
  });
  return within(root as unknown as HTMLElement);
}

/** No name saved: "Amigo, antes de sair…". */
export const NewVisitor: Story = {};

export const NewVisitorWithName: Story = { args: { state: 'Visitante novo com nome' } };

/** Back after 4 days; the server counted 37 sign-ups since. */
export const ReturningVisitor: Story = {
  args: { state: 'Visitante que voltou' },
  parameters: { api: { 'GET /api/sign-ups/count': { body: { count: 37 } } } },
};

export const LongName: Story = { args: { state: 'Nome longo' } };

/** The batch ends in 14:50: the countdown, in red. */
export const AlmostExpired: Story = {
  args: { state: 'Visitante novo com nome' },
  parameters: { api: batchEnding(890_000) },
};

/** The batch's end has passed: no countdown at all (the popup never counts below zero). */
export const Expired: Story = {
  args: { state: 'Visitante novo com nome' },
  parameters: { api: batchEnding(-60_000) },
};

/** For 1.5 s the CTA ignores clicks (meant for the page being left), then opens the checkout. */
export const CtaUnlocks: Story = {
  play: async ({ args }) => {
    const popup = await popupUi();
    const cta = popup.getByRole('button', { name: /QUERO/ });
    await expect(cta).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cta);
    await expect(args.openWindow).not.toHaveBeenCalled();
    await waitFor(() => expect(cta).toHaveAttribute('aria-disabled', 'false'), { timeout: 3_000 });
    await userEvent.click(cta);
    await expect(args.openWindow).toHaveBeenCalledWith(expect.stringContaining('source=exit_popup'));
  },
};

/** "Agora não" closes the popup. */
export const Dismissed: Story = {
  play: async () => {
    const popup = await popupUi();
    await userEvent.click(popup.getByRole('button', { name: 'Agora não' }));
    await waitFor(() =>
      expect(document.querySelector('funil-widget')?.shadowRoot?.querySelector('dialog[open]')).toBeNull(),
    );
  },
};
