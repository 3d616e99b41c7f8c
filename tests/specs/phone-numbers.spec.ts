// WhatsApp numbers as people give them, on a phone: pasted from a contact ('+55 11 98765-4321',
// next to a field that already shows +55) or mistyped. What is stored is the real number, and a
// number that does not exist gets the spec's message and never leaves the page.
import { expect, type Page, type Request, test } from '@playwright/test';
import { PARTNER_ORIGIN } from '../support/env.ts';
import { readDb } from '../support/lead-rows.ts';

const INVALID_PHONE = 'Por favor, digite um número de telefone válido';

const SURFACES = [
  { name: 'the host site', url: '/', opener: 'Entrar na lista de espera' },
  { name: 'the plain partner page', url: `${PARTNER_ORIGIN}/partner-page.html`, opener: 'Quero participar' },
];

test.use({ viewport: { width: 390, height: 844 } });

function storedLeads(phone: string): { name: string; phone: string; region: string | null }[] {
  return readDb((db) => db.prepare('SELECT name, phone, region FROM leads WHERE phone = ?').all(phone)) as {
    name: string;
    phone: string;
    region: string | null;
  }[];
}

/** The lead saves the page sends, in order; a test asserts on them, not on a wait. */
function watchLeadSaves(page: Page): Request[] {
  const saves: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/leads') saves.push(request);
  });
  return saves;
}

async function openLeadModal(page: Page, surface: (typeof SURFACES)[number]) {
  await page.goto(surface.url);
  await page.getByRole('button', { name: surface.opener }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A real paste: the text goes to the clipboard, then Ctrl+V in the focused field. */
async function paste(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

for (const surface of SURFACES) {
  test.describe(`on ${surface.name}`, () => {
    for (const [pasted, digits] of [
      ['+55 11 98765-4321', '5511987654321'],
      ['+55 11 98765-1234', '5511987651234'],
    ] as const) {
      test(`pasting "${pasted}" with Brazil picked stores ${digits} with São Paulo's region`, async ({
        page,
      }) => {
        const saves = watchLeadSaves(page);
        const dialog = await openLeadModal(page, surface);
        const name = `Contato Colado ${surface.name === 'the host site' ? 'Site' : 'Parceiro'}`;
        await dialog.getByLabel('Seu nome').fill(name);
        const whatsapp = dialog.getByLabel('WhatsApp');
        await whatsapp.focus();
        await paste(page, pasted);

        // The field shows the number once, after the picker's own +55.
        await expect(dialog.getByRole('button', { name: /País: Brasil \+55/ })).toBeVisible();
        await expect(whatsapp).toHaveValue(pasted.slice(4).replace('-', ' '));
        await expect(
          dialog.getByText('Da terra da garoa e do trânsito, direto para a IA na prática!'),
        ).toBeVisible();
        await dialog.getByRole('button', { name: 'Continuar', exact: true }).click();
        await expect(dialog.getByRole('heading', { name: 'Contato, Quase lá!' })).toBeVisible();

        expect(saves.map((save) => save.postDataJSON().phone)).toEqual([digits]);
        // One lead for the number. The other surface's browser may have saved it first: then its name
        // stays, since a browser without the lead's secret only fills blanks (decision 0019).
        await expect
          .poll(() => storedLeads(digits))
          .toEqual([{ name: expect.stringMatching(/^Contato Colado /), phone: digits, region: 'São Paulo' }]);
      });
    }

    test('"00 12345-6789" and a 6-digit number get the message and nothing is sent', async ({
      page,
    }, testInfo) => {
      const saves = watchLeadSaves(page);
      const dialog = await openLeadModal(page, surface);
      const whatsapp = dialog.getByLabel('WhatsApp');
      const continueButton = dialog.getByRole('button', { name: 'Continuar', exact: true });
      const message = dialog.getByRole('alert').filter({ hasText: INVALID_PHONE });
      await dialog.getByLabel('Seu nome').fill('Número Errado');

      // An area code that does not exist: long enough for Continuar, refused when pressed.
      await whatsapp.pressSequentially('00 12345-6789');
      await expect(continueButton).toBeEnabled();
      await continueButton.click();
      await expect(message).toBeVisible();
      await expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
      await page.screenshot({ path: testInfo.outputPath('area-code-00.png') });

      // Six digits: with the +55 they pass the spec's 8 characters, so Continuar answers with the message.
      await whatsapp.clear();
      await expect(message).toBeHidden();
      await whatsapp.pressSequentially('123456');
      await continueButton.click();
      await expect(message).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('six-digits.png') });

      // Fewer: Continuar stays off (under 8 characters), and leaving the field says why.
      await whatsapp.clear();
      await whatsapp.pressSequentially('1234');
      await expect(continueButton).toBeDisabled();
      await expect(message).toBeHidden();
      await whatsapp.press('Tab');
      await expect(message).toBeVisible();

      // Only the corrected number is ever sent: had the wrong ones gone, they would come first.
      await whatsapp.press('ControlOrMeta+A');
      await whatsapp.press('Backspace');
      await expect(whatsapp).toHaveValue('');
      await expect(continueButton).toBeDisabled();
      await whatsapp.pressSequentially('11 98765-0042');
      await expect(message).toBeHidden();
      await continueButton.click();
      await expect(dialog.getByRole('heading', { name: 'Número, Quase lá!' })).toBeVisible();
      expect(saves.map((save) => save.postDataJSON().phone)).toEqual(['5511987650042']);
      for (const phone of ['5500123456789', '550012345678', '55123456', '123456', '551234']) {
        expect(storedLeads(phone), phone).toEqual([]);
      }
    });
  });
}
