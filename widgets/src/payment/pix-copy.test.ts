import { ERRORS } from '@funil/core/errors';
import { describe, expect, it } from 'vitest';
import { BUYER_MESSAGES } from './pix-copy.ts';

describe('the PIX form messages', () => {
  it('are the server’s words for the same mistakes', () => {
    expect(BUYER_MESSAGES).toEqual({
      name: ERRORS.buyer_name_invalid,
      email: ERRORS.buyer_email_invalid,
      phone: ERRORS.buyer_phone_invalid,
      cpf: ERRORS.cpf_invalid,
    });
  });
});
