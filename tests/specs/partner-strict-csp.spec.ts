// Issue 15: on a partner page with a strict policy (scripts by nonce, no inline style at all) every
// widget is styled and works — exit popup, payment modal, both lead steps with the Instagram
// preview — and the browser reports not one violation. The lead is in the database.
import { expect, test } from '@playwright/test';
import { PARTNER_ORIGIN } from '../support/env.ts';
import { leaveByTheTop } from '../support/exit-intent.ts';
import { completeStepOne, completeStepTwoVerified, expectOneStoredLead } from '../support/lead-flow.ts';
import { findLeadsByPhone } from '../support/lead-rows.ts';
import { expectNoViolation, watchPolicy } from '../support/policy-violations.ts';

/** The theme's --funil-color-primary (#6d28d9): the widget's own stylesheet applied. */
const THEME_PRIMARY = 'rgb(109, 40, 217)';

const policies = [
  { csp: 'strict', about: "script-src by nonce and style-src 'self'", visitor: 'Paula Estrita' },
  { csp: 'trusted-types', about: 'Trusted Types required for script sinks', visitor: 'Tiago Tipos' },
  {
    csp: 'style-nonce',
    about: 'styles by nonce, in a browser without constructable stylesheets',
    visitor: 'Nina Nonce',
    withoutConstructableSheets: true,
  },
] as const;

for (const policy of policies) {
  test(`a strict partner page (${policy.about}): styled widgets, a saved lead, zero violations`, async ({
    page,
  }) => {
    const consoleLines = await watchPolicy(page);
    if ('withoutConstructableSheets' in policy) {
      // As in Safari before 16.4: the widget falls back to a <style> carrying the script's nonce.
      await page.addInitScript(() => {
        delete (ShadowRoot.prototype as Partial<ShadowRoot>).adoptedStyleSheets;
      });
    }
    const res = await page.goto(`${PARTNER_ORIGIN}/partner-strict.html?csp=${policy.csp}`);
    const header = res?.headers()['content-security-policy'] ?? '';
    expect(header).toMatch(/^script-src 'nonce-[^']+'; style-src '(self|nonce-[^']+)'/);
    if (policy.csp === 'trusted-types') expect(header).toContain("require-trusted-types-for 'script'");

    const launcher = page.getByRole('button', { name: 'Quero participar' });
    await expect(launcher).toHaveCSS('background-color', THEME_PRIMARY);

    // The exit popup, by the mouse leaving the top of the window.
    await page.mouse.move(400, 300);
    await leaveByTheTop(page);
    const exitPopup = page.getByRole('dialog', { name: /antes de sair preciso te contar/ });
    await expect(exitPopup).toBeVisible();
    // Its stylesheet applies: the testimonial's rule (the countdown shows only before a real deadline).
    await expect(exitPopup.getByRole('blockquote')).toHaveCSS('border-left-width', '3px');
    await exitPopup.getByRole('button', { name: 'Agora não' }).click();
    await expect(exitPopup).toBeHidden();

    // The payment modal, opened and closed without paying.
    await page.getByRole('button', { name: 'Quero garantir minha vaga' }).click();
    const payment = page.getByRole('dialog', { name: 'Escolha a forma de pagamento' });
    await expect(payment.getByRole('button', { name: /PIX/ })).toHaveCSS('min-height', '88px');
    await page.keyboard.press('Escape');
    await expect(payment).toBeHidden();

    // The lead modal, both steps, the second with the Instagram preview card.
    await launcher.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Continuar', exact: true })).toHaveCSS(
      'min-height',
      '48px',
    );
    const phone = await completeStepOne(page, policy.visitor);
    await expectOneStoredLead(phone.digits, policy.visitor);
    await completeStepTwoVerified(page, '@perfil.estrito');
    await expect
      .poll(() => findLeadsByPhone(phone.digits).map((row) => row.instagram))
      .toEqual(['perfil.estrito']);

    await expectNoViolation(page, consoleLines);

    // The recorder does see what this policy blocks: an inline style attribute is refused.
    await page.evaluate(() => document.body.setAttribute('style', 'color: red'));
    await expect
      .poll(() => page.evaluate(() => window.cspViolations))
      .toEqual([expect.stringMatching(/^style-src-attr inline/)]);
  });
}
